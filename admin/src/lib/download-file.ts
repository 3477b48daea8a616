import { getToken } from '../auth/token';

/**
 * Saves a private API file (a CSV export) under `filename`: fetched with the session's token,
 * since a plain link would carry none. Throws with the status when the server refuses, worded
 * by `failed` (the dashboard's language; English by default).
 */
export async function downloadFile(
  url: string,
  filename: string,
  failed = (status: number) => `The file could not be downloaded (${status})`,
): Promise<void> {
  const token = getToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(failed(response.status));
  const address = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = address;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(address);
}
