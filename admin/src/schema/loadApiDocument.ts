import type { ApiDocument } from './apiDocument';

const STORAGE_KEY = 'petrolink.api-document';

let pending: Promise<ApiDocument> | undefined;

const stored = (storage: Storage | undefined): ApiDocument | undefined => {
  try {
    const text = storage?.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as ApiDocument) : undefined;
  } catch {
    return undefined; // storage refused or a damaged entry: read the server's again
  }
};

/**
 * The server's OpenAPI document, read once per browser session: kept in sessionStorage (a
 * reload reuses it; a new tab or a new sign-in session reads the server's current one).
 */
export const loadApiDocument = (
  url = '/api/docs.json',
  storage: Storage | undefined = globalThis.sessionStorage,
): Promise<ApiDocument> => {
  const cached = stored(storage);
  if (cached) return Promise.resolve(cached);
  pending ??= fetch(url, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`The API description answered ${response.status}`);
      const document = (await response.json()) as ApiDocument;
      if (!Array.isArray(document['x-resources'])) {
        throw new Error('The API description lists no resources');
      }
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(document));
      } catch {
        // Full or refused storage: the document is still used for this page.
      }
      return document;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
};
