/** The selects of the edit forms (DECISIONS 19). */
export const SELECT_FIELDS = ['role', 'category_id', 'sub_category_id', 'type'] as const;

const isEmpty = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '');

/**
 * DECISIONS 19: the spec's edit forms send a select empty ("" or null) when the user did not
 * pick again, so on an update an empty select keeps the stored value. It is given the stored
 * value before validation (so a required select passes and the service sees no change). A row
 * without such a value just loses the field; a row that does not exist is the usual 404. The
 * stored row is read only when some select was sent empty.
 */
export async function keepStoredSelects(
  body: unknown,
  stored: () => Promise<unknown>,
  selects: readonly string[] = SELECT_FIELDS,
): Promise<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  const empty = selects.filter(
    (field) => Object.prototype.hasOwnProperty.call(fields, field) && isEmpty(fields[field]),
  );
  if (!empty.length) return body;
  const row = ((await stored()) ?? {}) as Record<string, unknown>;
  const filled: Record<string, unknown> = { ...fields };
  for (const field of empty) {
    const value = row[field];
    if (value === null || value === undefined) delete filled[field];
    else filled[field] = value;
  }
  return filled;
}
