import { HttpError, type GetListParams, type SortPayload } from 'react-admin';
import type { ResourceDeclaration } from '../resources/types';
import type { HttpClient } from './httpClient';
import { isEmptyFilterValue, slicePage, sortRows, toListResult, type Row } from './rows';

/** The server's largest page (`limit` 1..100): bigger reads (exports) are made of such pages. */
export const MAX_PAGE_SIZE = 100;

/** One server page; `all` when the endpoint ignored paging and answered every row. */
interface ServerPage {
  data: Row[];
  total: number;
  all: boolean;
}
type PageReader = (page: number, limit: number) => Promise<ServerPage>;
type Arrange = (rows: Row[]) => Row[];

const asIs: Arrange = (rows) => rows;

const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * Lists in the API's conventions (spec §7): `GET /api/<r>?page&limit` → `{data, total}`, and
 * `POST /api/<r>/search?<field>=<text>&page&limit&sort&order` → `{data, total}` over the newest
 * 500 matches. A server that answers a bare array instead (every row, every match) is sorted
 * and paged here.
 */
export const createListReader = (apiUrl: string, httpClient: HttpClient) => {
  const read = async (url: string, init?: RequestInit): Promise<unknown> =>
    (await httpClient(url, init)).json as unknown;

  const toServerPage = (json: unknown): ServerPage => ({
    ...toListResult(json),
    all: Array.isArray(json),
  });

  /** One page of the list, at most MAX_PAGE_SIZE rows. */
  const listPage =
    (apiPath: string, filters: [string, unknown][] = []): PageReader =>
    async (page, limit) => {
      const query = new URLSearchParams({ page: String(page), limit: String(limit) });
      for (const [key, value] of filters) query.set(key, String(value));
      return toServerPage(await read(`${apiUrl}/${apiPath}?${query.toString()}`));
    };

  /** One page of a search's matches in react-admin's sort, at most MAX_PAGE_SIZE rows. */
  const searchPage =
    (declaration: ResourceDeclaration, filters: URLSearchParams, sort?: SortPayload): PageReader =>
    async (page, limit) => {
      const query = new URLSearchParams(filters);
      query.set('page', String(page));
      query.set('limit', String(limit));
      if (sort?.field) {
        query.set('sort', sort.field);
        query.set('order', sort.order === 'ASC' ? 'ASC' : 'DESC');
      }
      const url = `${apiUrl}/${declaration.apiPath}/search?${query.toString()}`;
      return toServerPage(await read(url, { method: 'POST' }));
    };

  /**
   * A page of any size: one server page, or the server pages it spans when it is larger than
   * the server's (CSV export). Every row answered at once is arranged and paged here.
   */
  const readAnyPage = async (
    readPage: PageReader,
    page: number,
    perPage: number,
    arrange: Arrange,
  ): Promise<{ data: Row[]; total: number }> => {
    if (perPage <= MAX_PAGE_SIZE) {
      const { data, total, all } = await readPage(page, perPage);
      return all ? { data: slicePage(arrange(data), page, perPage), total } : { data, total };
    }
    const start = (page - 1) * perPage;
    const end = start + perPage;
    const rows: Row[] = [];
    let total = 0;
    for (let serverPage = Math.floor(start / MAX_PAGE_SIZE) + 1; ; serverPage += 1) {
      const result = await readPage(serverPage, MAX_PAGE_SIZE);
      if (result.all) {
        return { data: arrange(result.data).slice(start, end), total: result.data.length };
      }
      total = result.total;
      const offset = (serverPage - 1) * MAX_PAGE_SIZE;
      rows.push(...result.data.slice(Math.max(0, start - offset), Math.max(0, end - offset)));
      const next = serverPage * MAX_PAGE_SIZE;
      if (result.data.length < MAX_PAGE_SIZE || next >= end || next >= total) break;
    }
    return { data: rows, total };
  };

  /**
   * The search's own query: the declared field with `q`, then the other filters set. Text in
   * Arabic letters searches the field's Arabic twin (`name_ar`, issue 28) when it has one: that
   * is where staff wrote it, and the server compares it normalised (alef forms, ة/ه, tashkeel).
   */
  const searchFilters = (
    declaration: ResourceDeclaration,
    q: unknown,
    extras: [string, unknown][],
  ): URLSearchParams => {
    const { searchField, label } = declaration;
    if (!searchField) throw new HttpError(`${label} cannot be searched`, 400, {});
    const text = isEmptyFilterValue(q) ? '' : String(q);
    const twin = declaration.fields.find((field) => field.translationOf === searchField);
    const key = twin && ARABIC_LETTER.test(text) ? twin.source : searchField;
    const query = new URLSearchParams({ [key]: text });
    for (const [key, value] of extras) query.set(key, String(value));
    return query;
  };

  const getList = async (
    declaration: ResourceDeclaration,
    params: GetListParams,
  ): Promise<{ data: Row[]; total: number }> => {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const { q, ...extraFilters } = (params.filter ?? {}) as Record<string, unknown>;
    const extras = Object.entries(extraFilters).filter(([, value]) => !isEmptyFilterValue(value));

    if (isEmptyFilterValue(q) && extras.length === 0) {
      return readAnyPage(listPage(declaration.apiPath), page, perPage, asIs);
    }
    if (isEmptyFilterValue(q) && declaration.filtersOnList) {
      return readAnyPage(listPage(declaration.apiPath, extras), page, perPage, asIs);
    }
    const filters = searchFilters(declaration, q, extras);
    const reader = searchPage(declaration, filters, params.sort);
    return readAnyPage(reader, page, perPage, (rows) => sortRows(rows, params.sort));
  };

  /** Every row of the bare list (`GET /api/<path>`). */
  const getAll = async (apiPath: string): Promise<Row[]> =>
    toListResult(await read(`${apiUrl}/${apiPath.replace(/^\/+/, '')}`)).data;

  return { getList, getAll };
};
