/** Leaves this application for another one on the same site (the dashboard). */
export function navigateFullPage(path: string): void {
  window.location.assign(path);
}
