/** /login that brings the visitor back to `returnTo` afterwards (DECISIONS 12). */
export function loginPathFor(returnTo: string): string {
  return `/login?${new URLSearchParams({ redirectTo: returnTo }).toString()}`;
}
