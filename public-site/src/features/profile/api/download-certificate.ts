import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/session';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

function fileNameFrom(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain filename
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/**
 * Saves a private certificate file. The file route needs the bearer header (DECISIONS 2, 4),
 * which a plain link cannot send: fetch it, then hand the browser the blob to save.
 * `path` is the API path the certificates call returns ('/api/certificates/<id>/file').
 */
export async function downloadCertificate(path: string, fallbackName: string): Promise<void> {
  if (!path.startsWith('/api/')) throw new ApiError(0, 'This certificate has no file.');
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'Network error');
  }
  if (!response.ok) {
    throw new ApiError(response.status, 'The certificate could not be downloaded.');
  }

  const blob = await response.blob();
  const extension = EXTENSIONS[blob.type.split(';')[0] ?? ''];
  const name =
    fileNameFrom(response.headers.get('Content-Disposition')) ??
    (extension ? `${fallbackName}.${extension}` : fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
