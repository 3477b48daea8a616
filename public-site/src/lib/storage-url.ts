/**
 * The address of a public file from the API's path relative to `/storage/` (DECISIONS 22:
 * `profile_image` is `profile-images/ab12.png`, as the company's own front end expects).
 */
export function storageUrl(relative: string | null | undefined): string | null {
  if (!relative) return null;
  return `/storage/${relative.replace(/^\/+/, '')}`;
}
