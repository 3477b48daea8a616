import { HttpError, type GetListParams } from 'react-admin';
import type { ResourceDeclaration } from '../resources/types';
import type { HttpClient } from './httpClient';
import { isEmptyFilterValue, slicePage, sortRows, toListResult, type Row } from './rows';

/** The server's largest page (`limit` 1..100): bigger reads (exports) are made of such pages. */
export const MAX_PAGE_SIZE = 100;

/**
 * Lists in the API's conventions (spec §7): `GET /api/<r>?page&limit` → `{data, total}`, and
 * `POST /api/<r>/search?<field>=<text>` → every match, sorted and paged here.
 */
export const createListReader = (apiUrl: string, httpClient: HttpClient) => {
  const read = async (url: string, init?: RequestInit): Promise<unknown> =>
    (await httpClient(url, init)).json as unknown;

  /** One server page of at most MAX_PAGE_SIZE rows; `all` when the endpoint ignores paging. */
  const readPage = async (apiPath: string, page: number, limit: number) => {
    const query = new URLSearchParams({ page: String(page), limit: String(limit) });
    const json = await read(`${apiUrl}/${apiPath}?${query.toString()}`);
    return { ...toListResult(json), all: Array.isArray(json) };
  };

  /** A page larger than the server's (CSV export): read the server pages it spans. */
  const readLargePage = async (apiPath: string, page: number, perPage: number) => {
    const start = (page - 1) * perPage;
    const end = start + perPage;
    const rows: Row[] = [];
    let total = 0;
    for (let serverPage = Math.floor(start / MAX_PAGE_SIZE) + 1; ; serverPage += 1) {
      const result = await readPage(apiPath, serverPage, MAX_PAGE_SIZE);
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

  const search = async (
    declaration: ResourceDeclaration,
    q: unknown,
    extras: [string, unknown][],
  ): Promise<Row[]> => {
    const { searchField, label, apiPath } = declaration;
    if (!searchField) throw new HttpError(`${label} cannot be searched`, 400, {});
    const query = new URLSearchParams({ [searchField]: isEmptyFilterValue(q) ? '' : String(q) });
    for (const [key, value] of extras) query.set(key, String(value));
    const json = await read(`${apiUrl}/${apiPath}/search?${query.toString()}`, {
      method: 'POST',
    });
    return toListResult(json).data;
  };

  const getList = async (
    declaration: ResourceDeclaration,
    params: GetListParams,
  ): Promise<{ data: Row[]; total: number }> => {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const { q, ...extraFilters } = (params.filter ?? {}) as Record<string, unknown>;
    const extras = Object.entries(extraFilters).filter(([, value]) => !isEmptyFilterValue(value));

    if (isEmptyFilterValue(q) && extras.length === 0) {
      if (perPage > MAX_PAGE_SIZE) return readLargePage(declaration.apiPath, page, perPage);
      const { data, total, all } = await readPage(declaration.apiPath, page, perPage);
      // An endpoint that ignores paging answers a bare array of every row: page it here.
      return all ? { data: slicePage(data, page, perPage), total } : { data, total };
    }
    const sorted = sortRows(await search(declaration, q, extras), params.sort);
    return { data: slicePage(sorted, page, perPage), total: sorted.length };
  };

  /** Every row of the bare list (`GET /api/<path>`). */
  const getAll = async (apiPath: string): Promise<Row[]> =>
    toListResult(await read(`${apiUrl}/${apiPath.replace(/^\/+/, '')}`)).data;

  return { getList, getAll };
};
