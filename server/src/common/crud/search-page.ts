import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { createValidationPipe } from '../pipes/validation.pipe.js';
import { PageQuery } from './page-query.dto.js';

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

// An empty value is no value: a form that leaves the sort out may still send `sort=`.
const EmptyAsMissing = () =>
  Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));

/**
 * The paging of `POST /api/<r>/search`: the list's `page` and `limit` (same rules and
 * messages), and the order of the matches. `sort` names a column; one the entity does not
 * have is not an error (the newest come first), so it is only checked to be short text.
 */
export class SearchPageQuery extends PageQuery {
  @IsOptional()
  @EmptyAsMissing()
  @IsString({ message: 'sort must be a field name' })
  @MaxLength(100, { message: 'sort must be a field name' })
  sort?: string;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === '' ? undefined : typeof value === 'string' ? value.toUpperCase() : value,
  )
  @IsString({ message: 'order must be ASC or DESC' })
  @IsIn(SORT_ORDERS, { message: 'order must be ASC or DESC' })
  order?: SortOrder;
}

/** One page of a search's matches, in the order asked for. */
export interface SearchPage {
  page: number;
  limit: number;
  sort?: string;
  order: SortOrder;
}

const validation = createValidationPipe(SearchPageQuery);

/**
 * The paging asked for in a search's query, or undefined when there is none: without `page`
 * and `limit` a search answers the bare array it always did (the company's front end reads
 * it), and `sort` / `order` alone change nothing. Invalid values are a 422 as on the lists.
 */
export async function searchPageOf(
  params: Record<string, unknown>,
): Promise<SearchPage | undefined> {
  if (params.page === undefined && params.limit === undefined) return undefined;
  const query = (await validation.transform(
    { page: params.page, limit: params.limit, sort: params.sort, order: params.order },
    { type: 'query', metatype: SearchPageQuery },
  )) as SearchPageQuery;
  return {
    page: query.page ?? 1,
    limit: query.limit ?? 10,
    sort: query.sort,
    order: query.order ?? (query.sort ? 'ASC' : 'DESC'),
  };
}
