import { getToken } from '../auth/token';

/** The file name a Content-Disposition header suggests (the UTF-8 form first). */
export const filenameFrom = (disposition: string | null, fallback: string): string => {
  if (!disposition) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
};

/** Hands bytes to the browser as a download. */
export const saveBlob = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address dies.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * Downloads a private file: a plain link cannot carry the Bearer header, so fetch it with the
 * session token and save the bytes. Throws with the server's message when it refuses.
 */
export const downloadPrivateFile = async (url: string, fallbackName: string): Promise<void> => {
  const token = getToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    let message = `The download failed (${response.status})`;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) message = body.message;
    } catch {
      // not JSON: keep the generic message
    }
    throw Object.assign(new Error(message), { status: response.status });
  }
  const blob = await response.blob();
  saveBlob(blob, filenameFrom(response.headers.get('Content-Disposition'), fallbackName));
};
