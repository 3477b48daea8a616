import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { profileWords } from '@/content/profile-words';
import { downloadPrivateFile } from '@/features/profile/api/get-my-sessions';
import { useContent } from '@/i18n/content';

export interface FileButtonProps {
  /** The private file's address (the booking's `receipt` or `calendar`). */
  href: string;
  /** The saved file's name when the server gives none. */
  fileName: string;
  label: ReactNode;
  /** The button's accessible name, naming what the file is for. */
  ariaLabel: string;
  variant?: ButtonVariant;
}

/**
 * A button that saves one of the buyer's private files (a receipt, a calendar entry): the file
 * needs the bearer header, so it is fetched and handed to the browser (issue 14, issue 22).
 */
export function FileButton({
  href,
  fileName,
  label,
  ariaLabel,
  variant = 'outline',
}: FileButtonProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const w = useContent(profileWords).bookings;
  return (
    <span>
      <Button
        variant={variant}
        size="small"
        disabled={state === 'busy'}
        aria-label={ariaLabel}
        onClick={() => {
          setState('busy');
          downloadPrivateFile(href, fileName).then(
            () => setState('idle'),
            () => setState('failed'),
          );
        }}
      >
        {state === 'busy' ? w.preparing : label}
      </Button>
      {state === 'failed' ? <span role="status">{w.notAvailable}</span> : null}
    </span>
  );
}
