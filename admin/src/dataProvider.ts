import simpleRestProvider from 'ra-data-simple-rest';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { getToken } from './auth/token';
import { formEntries, hasChosenFile, toFormData } from './data-provider/formBody';
import { createHttpClient } from './data-provider/httpClient';
import { createListReader } from './data-provider/lists';
import { isEmptyFilterValue, slicePage, sortRows, type Row } from './data-provider/rows';
import type { ResourceDeclaration } from './resources/types';

export { MAX_PAGE_SIZE } from './data-provider/lists';

export interface DataProviderOptions {
  /** Prefix of every API call (same origin by default). */
  apiUrl?: string;
  /** Reads the session token; the cookie `eng` by default. */
  getToken?: () => string | undefined;
}

/** The data provider plus the plain-array read that selects use (spec §7 "for selects"). */
export interface DashboardDataProvider extends DataProvider {
  /** `GET /api/<apiPath>` → the bare array of rows. */
  getOptions: (apiPath: string) => Promise<Record<string, unknown>[]>;
  /**
   * A resource's own route beyond the CRUD calls (`GET job-requests/stage-counts`,
   * `POST job-requests/7/stage`): JSON in and out, errors as react-admin's HttpError.
   */
  call: <T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<T>;
  /** `POST /api/<apiPath>/<id>/<action>` (a declared record action) → the updated row. */
  recordAction: (resource: string, id: Identifier, action: string) => Promise<{ data: Row }>;
}

/**
 * React-admin's calls in the API's conventions (spec §7). `ra-data-simple-rest` serves what
 * matches them — GET /api/<r>/<id>, POST /api/<r>, DELETE /api/<r>/<id> — under each
 * resource's API path. The rest is ours: lists page with `?page&limit` and search with
 * `POST /search?<field>=&page&limit&sort&order`, updates are POST (not PUT), bodies hold the
 * declared fields only and go as multipart when a file was chosen, and the API has no
 * `?filter={"id":[…]}`.
 */
export const createDataProvider = (
  declarations: readonly ResourceDeclaration[],
  options: DataProviderOptions = {},
): DashboardDataProvider => {
  const apiUrl = options.apiUrl ?? '/api';
  const httpClient = createHttpClient(options.getToken ?? getToken);
  const simpleRest = simpleRestProvider(apiUrl, httpClient);
  const lists = createListReader(apiUrl, httpClient);

  const declarationOf = (resource: string): ResourceDeclaration => {
    const declaration = declarations.find((candidate) => candidate.name === resource);
    if (!declaration) throw new Error(`Unknown resource "${resource}"`);
    return declaration;
  };
  const apiPathOf = (resource: string) => declarationOf(resource).apiPath;
  const itemUrl = (resource: string, id: Identifier) =>
    `${apiUrl}/${apiPathOf(resource)}/${encodeURIComponent(String(id))}`;

  const getOne = async (resource: string, id: Identifier): Promise<Row> =>
    (await simpleRest.getOne<Row>(apiPathOf(resource), { id })).data;

  /** POST of a form to `url`: JSON of the declared fields, multipart when a file was chosen. */
  const postForm = async (url: string, resource: string, data: Record<string, unknown>) => {
    const entries = formEntries(declarationOf(resource).fields, data);
    const body = hasChosenFile(entries)
      ? toFormData(entries)
      : JSON.stringify(Object.fromEntries(entries));
    return (await httpClient(url, { method: 'POST', body })).json as Row | null;
  };

  return {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) =>
      (await lists.getList(declarationOf(resource), params)) as GetListResult<R>,

    getOptions: (apiPath: string) => lists.getAll(apiPath),

    call: async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
      (
        await httpClient(`${apiUrl}/${path}`, {
          method,
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).json as T,
    recordAction: async (resource: string, id: Identifier, action: string) => {
      const url = `${itemUrl(resource, id)}/${encodeURIComponent(action)}`;
      return { data: (await httpClient(url, { method: 'POST' })).json as Row };
    },

    getOne: async <R extends RaRecord>(resource: string, params: { id: Identifier }) => ({
      data: (await getOne(resource, params.id)) as R,
    }),

    // No `?filter={"id":[…]}` in the API: one GET per id.
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
      const rows = (await lists.getAll(apiPathOf(resource))).filter(
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
      const data = params.data as Record<string, unknown>;
      const entries = formEntries(declarationOf(resource).fields, data);
      if (hasChosenFile(entries)) {
        return { data: (await postForm(`${apiUrl}/${apiPathOf(resource)}`, resource, data)) as R };
      }
      return simpleRest.create<R>(apiPathOf(resource), {
        ...params,
        data: Object.fromEntries(entries),
      });
    },

    update: async <R extends RaRecord>(resource: string, params: UpdateParams<RaRecord>) => {
      const json = await postForm(itemUrl(resource, params.id), resource, params.data);
      const previous = (params.previousData ?? {}) as Row;
      return { data: { ...previous, ...json, id: json?.id ?? params.id } as R };
    },

    updateMany: async (resource: string, params: UpdateManyParams<RaRecord>) => {
      const data = params.data as Record<string, unknown>;
      await Promise.all(params.ids.map((id) => postForm(itemUrl(resource, id), resource, data)));
      return { data: params.ids };
    },

    // The API answers `{id}`; the list and undo keep the row as it was.
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => {
      const { data } = await simpleRest.delete<R>(apiPathOf(resource), params);
      return { data: params.previousData ?? data };
    },

    deleteMany: async (resource: string, params: DeleteManyParams<RaRecord>) => {
      await Promise.all(params.ids.map((id) => simpleRest.delete(apiPathOf(resource), { id })));
      return { data: params.ids };
    },
  };
};
