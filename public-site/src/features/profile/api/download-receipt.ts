import { getToken } from '@/lib/session';

/**
 * GET /api/paymob/orders/{reference}/receipt with the session's token, saved as a file: the
 * receipt is the buyer's own, so a plain link (without the header) would not open it.
 */
export async function downloadReceipt(reference: string): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api/paymob/orders/${encodeURIComponent(reference)}/receipt`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error('The receipt is not available yet');
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name ?? `receipt-${reference}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the address goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
