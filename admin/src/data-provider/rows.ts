import { HttpError, type RaRecord, type SortPayload } from 'react-admin';

export type Row = RaRecord & Record<string, unknown>;

export const isEmptyFilterValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '';

export const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);

const compareValues = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return asText(a).localeCompare(asText(b), undefined, { numeric: true, sensitivity: 'base' });
};

/** Search results and narrowed lists arrive whole: they are sorted and paged here. */
export const sortRows = <T extends Row>(rows: T[], sort?: SortPayload): T[] => {
  if (!sort?.field) return rows;
  const direction = sort.order === 'DESC' ? -1 : 1;
  return [...rows].sort((a, b) => direction * compareValues(a[sort.field], b[sort.field]));
};

export const slicePage = <T>(rows: T[], page: number, perPage: number): T[] =>
  rows.slice((page - 1) * perPage, page * perPage);

/** Paged lists answer `{data, total}`; some endpoints answer a bare array. */
export const toListResult = (json: unknown): { data: Row[]; total: number } => {
  if (Array.isArray(json)) return { data: json as Row[], total: json.length };
  if (
    typeof json === 'object' &&
    json !== null &&
    Array.isArray((json as { data?: unknown }).data)
  ) {
    const { data, total } = json as { data: Row[]; total?: unknown };
    return { data, total: typeof total === 'number' ? total : Number(total ?? data.length) };
  }
  throw new HttpError('Unexpected list response from the server', 500, json);
};
