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

/** The server's largest page (`limit` 1..100): bigger reads (exports) are made of such pages. */
export const MAX_PAGE_SIZE = 100;

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

/** The fields a form sends: declared, writable, in the form, not computed nested objects. */
const isSentField = (field: FieldDeclaration): boolean =>
  field.inForm !== false && !field.readOnly && field.type !== 'object';

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

/** The data provider plus the plain-array read that selects use (spec §7 "for selects"). */
export interface DashboardDataProvider extends DataProvider {
  /** `GET /api/<apiPath>` → the bare array of rows. */
  getOptions: (apiPath: string) => Promise<Record<string, unknown>[]>;
}

/**
 * Maps react-admin's data provider calls onto the API conventions of spec §7: paging through
 * `?page&limit`, search through `POST /api/<r>/search?<field>=<text>`, updates as POST, and
 * multipart bodies when a file was chosen. Errors surface as `HttpError(message, status, body)`,
 * so the server's `message` reaches the form and its `errors` reach each field.
 */
export const createDataProvider = (
  declarations: readonly ResourceDeclaration[],
  options: DataProviderOptions = {},
): DashboardDataProvider => {
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
    const fields = declarationOf(resource).fields.filter(isSentField);
    const entries: [string, unknown][] = [];
    for (const field of fields) {
      const value = data[field.source];
      if (isFileField(field) && !isChosenFile(value)) continue;
      if (value === undefined) continue;
      // An empty password means "keep the current one" (user edit).
      if (field.type === 'password' && (value === '' || value === null)) continue;
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

  /** One server page of at most MAX_PAGE_SIZE rows. */
  const readPage = async (resource: string, page: number, limit: number) => {
    const query = new URLSearchParams({ page: String(page), limit: String(limit) });
    const json = await request(`${urlOf(resource)}?${query.toString()}`);
    if (Array.isArray(json)) return { data: json as Row[], total: json.length, all: true };
    return { ...toListResult(json), all: false };
  };

  /** A page larger than the server's (CSV export): read the server pages it spans. */
  const readLargePage = async (
    resource: string,
    page: number,
    perPage: number,
  ): Promise<{ data: Row[]; total: number }> => {
    const start = (page - 1) * perPage;
    const end = start + perPage;
    const rows: Row[] = [];
    let total = 0;
    for (let serverPage = Math.floor(start / MAX_PAGE_SIZE) + 1; ; serverPage += 1) {
      const result = await readPage(resource, serverPage, MAX_PAGE_SIZE);
      if (result.all) {
        return { data: result.data.slice(start, end), total: result.data.length };
      }
      total = result.total;
      const offset = (serverPage - 1) * MAX_PAGE_SIZE;
      rows.push(...result.data.slice(Math.max(0, start - offset), Math.max(0, end - offset)));
      const next = serverPage * MAX_PAGE_SIZE;
      if (result.data.length < MAX_PAGE_SIZE || next >= end || next >= total) break;
    }
    return { data: rows, total };
  };

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
      if (perPage > MAX_PAGE_SIZE) {
        const { data, total } = await readLargePage(resource, page, perPage);
        return { data: data as R[], total };
      }
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

  const provider: DashboardDataProvider = {
    getList,

    getOptions: async (apiPath: string) =>
      toListResult(await request(`${apiUrl}/${apiPath.replace(/^\/+/, '')}`)).data,

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
