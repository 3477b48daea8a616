import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadReceipt } from '@/features/profile/api/download-receipt';

/** "Receipt" under a paid booking: downloads its numbered PDF receipt (issue 14). */
export function ReceiptButton({ reference }: { reference: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <div>
      <Button
        variant="outline"
        size="small"
        disabled={state === 'busy'}
        aria-label={`Receipt for order ${reference}`}
        onClick={() => {
          setState('busy');
          downloadReceipt(reference).then(
            () => setState('idle'),
            () => setState('failed'),
          );
        }}
      >
        {state === 'busy' ? 'Preparing…' : 'Receipt'}
      </Button>
      {state === 'failed' ? <span role="status"> The receipt is not available yet.</span> : null}
    </div>
  );
}
