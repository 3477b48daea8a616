import {
  fetchUtils,
  HttpError,
  type CreateParams,
  type DataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetListResult,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  type Identifier,
  type RaRecord,
  type SortPayload,
  type UpdateManyParams,
  type UpdateParams,
} from 'react-admin';
import { getToken } from './auth/token';
import type { FieldDeclaration, ResourceDeclaration } from './resources/types';

export interface DataProviderOptions {
  /** Prefix of every API call (same origin by default). */
  apiUrl?: string;
  /** Reads the session token; the cookie `eng` by default. */
  getToken?: () => string | undefined;
}

type Row = RaRecord & Record<string, unknown>;

/** The shape react-admin's FileInput/ImageInput gives a newly chosen file. */
interface ChosenFile {
  rawFile: File;
}

const isChosenFile = (value: unknown): value is ChosenFile =>
  typeof value === 'object' &&
  value !== null &&
  'rawFile' in value &&
  value.rawFile instanceof File;

const isFileField = (field: FieldDeclaration): boolean =>
  field.type === 'file' || field.type === 'image';

const isEmptyFilterValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '';

const asText = (value: unknown): string =>
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

const sortRows = <T extends Row>(rows: T[], sort?: SortPayload): T[] => {
  if (!sort?.field) return rows;
  const direction = sort.order === 'DESC' ? -1 : 1;
  return [...rows].sort((a, b) => direction * compareValues(a[sort.field], b[sort.field]));
};

const slicePage = <T>(rows: T[], page: number, perPage: number): T[] =>
  rows.slice((page - 1) * perPage, page * perPage);

/** Paged lists answer `{data, total}`; some endpoints answer a bare array. */
const toListResult = (json: unknown): { data: Row[]; total: number } => {
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

/**
 * Maps react-admin's data provider calls onto the API conventions of spec §7: paging through
 * `?page&limit`, search through `POST /api/<r>/search?<field>=<text>`, updates as POST, and
 * multipart bodies when a file was chosen. Errors surface as `HttpError(message, status, body)`,
 * so the server's `message` reaches the form and its `errors` reach each field.
 */
export const createDataProvider = (
  declarations: readonly ResourceDeclaration[],
  options: DataProviderOptions = {},
): DataProvider => {
  const apiUrl = options.apiUrl ?? '/api';
  const readToken = options.getToken ?? getToken;

  const declarationOf = (resource: string): ResourceDeclaration => {
    const declaration = declarations.find((candidate) => candidate.name === resource);
    if (!declaration) throw new Error(`Unknown resource "${resource}"`);
    return declaration;
  };

  const urlOf = (resource: string, suffix = ''): string =>
    `${apiUrl}/${declarationOf(resource).apiPath}${suffix}`;

  const itemUrl = (resource: string, id: Identifier): string =>
    urlOf(resource, `/${encodeURIComponent(String(id))}`);

  const request = async (url: string, init: RequestInit = {}): Promise<unknown> => {
    const headers = new Headers({ Accept: 'application/json' });
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const response = await fetchUtils.fetchJson(url, { ...init, headers });
    return response.json as unknown;
  };

  /** Only the declared, writable form fields go to the server; files only when newly chosen. */
  const toBody = (resource: string, data: Record<string, unknown>): BodyInit => {
    const fields = declarationOf(resource).fields.filter(
      (field) => field.inForm !== false && !field.readOnly,
    );
    const entries: [string, unknown][] = [];
    for (const field of fields) {
      const value = data[field.source];
      if (isFileField(field) && !isChosenFile(value)) continue;
      if (value === undefined) continue;
      entries.push([field.source, value]);
    }
    if (!entries.some(([, value]) => isChosenFile(value))) {
      return JSON.stringify(Object.fromEntries(entries));
    }
    const form = new FormData();
    for (const [key, value] of entries) {
      if (isChosenFile(value)) form.append(key, value.rawFile, value.rawFile.name);
      else if (value === null) form.append(key, '');
      else form.append(key, asText(value));
    }
    return form;
  };

  const getAll = async (resource: string): Promise<Row[]> =>
    toListResult(await request(urlOf(resource))).data;

  const getOne = async (resource: string, id: Identifier): Promise<Row> =>
    (await request(itemUrl(resource, id))) as Row;

  const getList = async <R extends RaRecord>(
    resource: string,
    params: GetListParams,
  ): Promise<GetListResult<R>> => {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    const { q, ...extraFilters } = filter;
    const activeExtras = Object.entries(extraFilters).filter(
      ([, value]) => !isEmptyFilterValue(value),
    );

    if (isEmptyFilterValue(q) && activeExtras.length === 0) {
      const query = new URLSearchParams({ page: String(page), limit: String(perPage) });
      const json = await request(`${urlOf(resource)}?${query.toString()}`);
      // An endpoint that ignores paging answers a bare array of every row: page it here.
      if (Array.isArray(json)) {
        return { data: slicePage(json as R[], page, perPage), total: json.length };
      }
      const { data, total } = toListResult(json);
      return { data: data as R[], total };
    }

    const { searchField, label } = declarationOf(resource);
    if (!searchField) throw new HttpError(`${label} cannot be searched`, 400, {});
    const query = new URLSearchParams({ [searchField]: isEmptyFilterValue(q) ? '' : String(q) });
    for (const [key, value] of activeExtras) query.set(key, String(value));
    const rows = toListResult(
      await request(`${urlOf(resource, '/search')}?${query.toString()}`, { method: 'POST' }),
    ).data;
    const sorted = sortRows(rows, params.sort) as R[];
    return { data: slicePage(sorted, page, perPage), total: sorted.length };
  };

  const provider: DataProvider = {
    getList,

    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<RaRecord>) => ({
      data: (await getOne(resource, params.id)) as R,
    }),

    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<RaRecord>) => ({
      data: (await Promise.all(params.ids.map((id) => getOne(resource, id)))) as R[],
    }),

    // The API has no filter by parent: read the whole (unpaged) list and narrow it here.
    getManyReference: async <R extends RaRecord>(
      resource: string,
      params: GetManyReferenceParams,
    ) => {
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const filter = (params.filter ?? {}) as Record<string, unknown>;
      const rows = (await getAll(resource)).filter(
        (row) =>
          String(row[params.target]) === String(params.id) &&
          Object.entries(filter).every(
            ([key, value]) => isEmptyFilterValue(value) || String(row[key]) === String(value),
          ),
      );
      const sorted = sortRows(rows, params.sort) as R[];
      return { data: slicePage(sorted, page, perPage), total: sorted.length };
    },

    create: async <R extends RaRecord>(resource: string, params: CreateParams) => {
      const json = await request(urlOf(resource), {
        method: 'POST',
        body: toBody(resource, params.data as Record<string, unknown>),
      });
      return { data: json as R };
    },

    update: async <R extends RaRecord>(resource: string, params: UpdateParams<RaRecord>) => {
      const json = (await request(itemUrl(resource, params.id), {
        method: 'POST',
        body: toBody(resource, params.data),
      })) as Row | null;
      const previous = (params.previousData ?? {}) as Row;
      return { data: { ...previous, ...json, id: json?.id ?? params.id } as R };
    },

    updateMany: async (resource: string, params: UpdateManyParams<RaRecord>) => {
      await Promise.all(
        params.ids.map((id) =>
          request(itemUrl(resource, id), {
            method: 'POST',
            body: toBody(resource, params.data as Record<string, unknown>),
          }),
        ),
      );
      return { data: params.ids };
    },

    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => {
      await request(itemUrl(resource, params.id), { method: 'DELETE' });
      return { data: params.previousData ?? ({ id: params.id } as R) };
    },

    deleteMany: async (resource: string, params: DeleteManyParams<RaRecord>) => {
      await Promise.all(
        params.ids.map((id) => request(itemUrl(resource, id), { method: 'DELETE' })),
      );
      return { data: params.ids };
    },
  };
  return provider;
};
