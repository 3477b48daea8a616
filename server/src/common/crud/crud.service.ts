import { NotFoundException } from '@nestjs/common';
import {
  type DataSource,
  type FindOptionsOrder,
  type FindOptionsRelations,
  type FindOptionsSelect,
  In,
  LessThanOrEqual,
  MoreThanOrEqual,
  type FindOptionsWhere,
  type ObjectLiteral,
  type Repository,
} from 'typeorm';
import { deleteRefusal, dependentsOf, isRowReferenced } from '../../database/foreign-keys.js';
import { Conflict } from '../http/api-error.js';
import { cachedCount, keptWhileUnchanged } from '../../database/table-versions.js';
import { tablesRead } from '../../database/tables-read.js';
import type { Principal, RoleCode } from '../access/roles.js';
import type { Audience } from '../resource/resource.js';
import { idsAt } from './page-anchors.js';
import {
  type SearchConditions,
  type Searchable,
  searchableConditions,
} from './search-conditions.js';
import { type SearchPage, searchPageOf } from './search-page.js';
import { sortColumn } from './search-sort.js';
import { newestMatches, type SearchPass, type SearchRange } from './word-search.js';

/**
 * Who reads, as far as visibility needs it: a signed-in user, `null` for a visitor without a
 * token. Leaving it out (undefined) is the server reading for itself: no filter.
 */

export interface CrudOptions<T> {
  /** Tables named first when a delete is refused because their rows reference this one. */
  dependentsNamedFirst?: string[];
  /** Shown in messages: "Category not found". */
  label: string;
  /**
   * Query parameter of POST /search → the column it matches, case-insensitive: a column name
   * alone matches anywhere in the text ('contains'); `{ column, mode }` chooses the mode.
   */
  searchable: Searchable;
  /** Rows each caller may list and read (see ResourceDeclaration.visible). */
  visible?: Partial<Record<Audience, FindOptionsWhere<T>>>;
  /** Who counts as staff for `visible` (staff see every row unless given a filter). */
  staff?: RoleCode[];
  relations?: FindOptionsRelations<T>;
  order?: FindOptionsOrder<T>;
  /** Order of the bare (public) list when it differs from the dashboard's newest-first pages. */
  listOrder?: FindOptionsOrder<T>;
}

export interface Page<T> {
  data: T[];
  total: number;
}

/** Bare arrays and search results are capped so one request cannot read a whole table. */
export const MAX_ROWS = 500;

/** The query parameters that do not choose what matches (searchPageOf reads them). */
const PAGING_PARAMS = new Set(['page', 'limit', 'sort', 'order']);

/**
 * What a search matches, as a key: its text parameters, in name order, and the caller's
 * visibility filter. Undefined (not kept) for anything else a client may send: repeated or
 * nested parameters, or more text than a search needs.
 */
function searchKey(params: Record<string, unknown>, visible: unknown): string | undefined {
  const terms: [string, string][] = [];
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (PAGING_PARAMS.has(name)) continue;
    if (typeof value !== 'string') return undefined;
    terms.push([name, value]);
  }
  const key = JSON.stringify([visible ?? null, terms]);
  return key.length <= 2_000 ? key : undefined;
}

/** A row of an id query (MySQL may answer a number as text). */
type RawId = { id: number | string };

/**
 * The generic list / page / search / get / delete behaviour every resource shares.
 * Subclasses add create/update and may refuse a delete in `assertDeletable`.
 */
export abstract class CrudService<T extends ObjectLiteral & { id: number }> {
  protected constructor(
    protected readonly repo: Repository<T>,
    protected readonly options: CrudOptions<T>,
  ) {}

  protected get order(): FindOptionsOrder<T> {
    return this.options.order ?? ({ id: 'DESC' } as FindOptionsOrder<T>);
  }

  /** Which rows this caller may see; undefined means all of them. */
  protected visibleTo(viewer: Principal | null | undefined): FindOptionsWhere<T> | undefined {
    const visible = this.options.visible;
    if (!visible || viewer === undefined) return undefined;
    if (viewer && this.options.staff?.includes(viewer.role)) return visible.staff;
    return (viewer && visible.user) || visible.public;
  }

  private tables?: readonly string[];

  /**
   * Every table the list, get and search answers may show, derived from the entity's relation
   * metadata and the declared relations (tables-read.ts): the ETag of a visitor's read and the
   * kept ids of a search follow their versions (ADR 0016).
   */
  tablesRead(): readonly string[] {
    return (this.tables ??= tablesRead(this.repo.metadata, { relations: this.options.relations }));
  }

  /** Turns a stored row into what the API returns. */
  present(row: T): unknown {
    return row;
  }

  /**
   * The rows of one answer presented together: a resource whose answer reads other tables (the
   * seats of sessions) reads them once for all the rows here, not once per row.
   */
  protected presentRows(rows: T[]): Promise<unknown[]> | unknown[] {
    return rows.map((row) => this.present(row));
  }

  async list(viewer?: Principal | null): Promise<unknown[]> {
    const rows = await this.repo.find({
      where: this.visibleTo(viewer),
      relations: this.options.relations,
      order: this.options.listOrder ?? this.order,
      take: MAX_ROWS,
    });
    return this.presentRows(rows);
  }

  /**
   * One page, newest first: the page's ids by the index alone, then those rows with their
   * relations (an offset over joined rows would read every skipped row in full), and the total
   * from cachedCount (exact; counted again only after a write to the table). The ids are kept
   * per table version too, so a page seen again costs the version read and its rows.
   */
  async page(page: number, limit: number, viewer?: Principal | null): Promise<Page<unknown>> {
    const where = this.visibleTo(viewer);
    const db = this.repo.manager.connection;
    const table = this.repo.metadata.tableName;
    const offset = (page - 1) * limit;
    // The page's ids are kept like the total (same version read): only the rows are read again.
    const pageKey = `page|${JSON.stringify([where ?? null, offset, limit])}`;
    const [keys, total] = await Promise.all([
      keptWhileUnchanged(db, [table], pageKey, () => this.pageIds(where, offset, limit)),
      cachedCount(db, table, where, () => this.repo.count({ where })),
    ]);
    return { data: await this.presentInOrder(keys), total };
  }

  /**
   * The ids of one page. Lists ordered by id alone go by keyset anchors (page-anchors.ts): a
   * deep page costs at most 1,000 skipped index entries once its anchor is known.
   */
  private async pageIds(
    where: FindOptionsWhere<T> | undefined,
    offset: number,
    limit: number,
  ): Promise<number[]> {
    const order = this.order as Record<string, unknown>;
    const direction = Object.keys(order).length === 1 ? order.id : undefined;
    const read = async (from: number | undefined, skip: number, take: number) => {
      const bound = direction === 'ASC' ? MoreThanOrEqual(from) : LessThanOrEqual(from);
      const rows = await this.repo.find({
        select: { id: true } as FindOptionsSelect<T>,
        where: (from === undefined ? where : { ...where, id: bound }) as FindOptionsWhere<T>,
        order: this.order,
        skip,
        take,
      });
      return rows.map((row) => row.id);
    };
    if (direction !== 'ASC' && direction !== 'DESC') return read(undefined, offset, limit);
    const db = this.repo.manager.connection;
    const key = JSON.stringify([where ?? null, direction]);
    return idsAt(db, this.repo.metadata.tableName, key, offset, limit, read);
  }

  /**
   * Filters by the search's conditions (searchConditions), keeping the newest MAX_ROWS matches
   * the caller may see. Without `page`/`limit` those rows as a bare array, newest first (the
   * company's front end reads it); with them `{data, total}`: one page of the matches in the
   * order asked for, `total` counting them all. Only ids are read until the page is known, so
   * a page of 10 loads, joins and presents 10 rows, however many matched.
   */
  async search(
    params: Record<string, unknown>,
    viewer?: Principal | null,
  ): Promise<unknown[] | Page<unknown>> {
    const paging = await searchPageOf(params);
    const ids = await this.matchesOf(params, viewer);
    if (!paging) return this.presentInOrder(ids);
    return { data: await this.presentInOrder(await this.pageOf(ids, paging)), total: ids.length };
  }

  /**
   * What a search matches; null when nothing can (a filter value no row may hold). By default
   * the declared `searchable` parameters; a resource with filters of its own overrides this.
   */
  protected searchConditions(
    params: Record<string, unknown>,
  ): Promise<SearchConditions<T> | null> | SearchConditions<T> | null {
    return searchableConditions<T>(this.options.searchable, params, this.repo.metadata.tableName);
  }

  /**
   * The search's matching ids, kept while the tables it may read are unchanged (tablesRead:
   * its joins and lookups follow the entity's relations). Only ids are kept: the rows shown are
   * read fresh every time.
   */
  private async matchesOf(
    params: Record<string, unknown>,
    viewer: Principal | null | undefined,
  ): Promise<number[]> {
    const find = async () => {
      const conditions = await this.searchConditions(params);
      return conditions ? this.matchingIds(conditions, viewer) : [];
    };
    const key = searchKey(params, this.visibleTo(viewer));
    if (key === undefined) return find();
    return keptWhileUnchanged(this.repo.manager.connection, this.tablesRead(), key, find);
  }

  /** The ids of the newest MAX_ROWS rows that match and that the viewer may see, newest first. */
  private async matchingIds(
    conditions: SearchConditions<T>,
    viewer: Principal | null | undefined,
  ): Promise<number[]> {
    const visible = this.visibleTo(viewer);
    const run = async (pass: SearchPass, { floor, ceiling, limit }: SearchRange) => {
      const query = this.repo.createQueryBuilder('row').select('row.id', 'id');
      if (visible) query.where(visible);
      for (const [alias, path] of Object.entries(conditions.joins ?? {})) {
        query.leftJoin(path, alias);
      }
      conditions.where(query, pass);
      if (floor !== undefined) query.andWhere('row.id > :floor', { floor });
      if (ceiling !== undefined) query.andWhere('row.id <= :ceiling', { ceiling });
      // limit, not take: joins are many-to-one (one row each), and take would wrap the whole
      // filtered join in a DISTINCT subquery.
      const rows = await query.orderBy('row.id', 'DESC').limit(limit).getRawMany<RawId>();
      return rows.map((row) => Number(row.id));
    };
    if (!conditions.words) return run('index', { limit: MAX_ROWS });
    return newestMatches(this.repo.manager.connection, this.repo.metadata.tableName, MAX_ROWS, run);
  }

  /**
   * The ids of one page of the matches (`ids`, newest first). The newest order and an unknown
   * sort field slice them as they are; another column orders them in the database (its own
   * collation) by the column, then newest first, reading only the matched rows by their ids.
   */
  private async pageOf(ids: number[], paging: SearchPage): Promise<number[]> {
    const { page, limit, sort, order } = paging;
    const offset = (page - 1) * limit;
    if (offset >= ids.length) return [];
    const target =
      sort && sort !== 'id'
        ? sortColumn(this.repo.metadata, sort, this.options.relations)
        : undefined;
    if (!target) {
      const ordered = sort === 'id' && order === 'ASC' ? [...ids].reverse() : ids;
      return ordered.slice(offset, offset + limit);
    }
    const query = this.repo
      .createQueryBuilder('row')
      .select('row.id', 'id')
      .where('row.id IN (:...ids)', { ids });
    if (target.join) query.leftJoin(target.join, target.alias);
    const rows = await query
      .orderBy(`${query.escape(target.alias)}.${query.escape(target.column)}`, order)
      .addOrderBy('row.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getRawMany<RawId>();
    return rows.map((row) => Number(row.id));
  }

  /** The rows of these ids with their relations, presented in the ids' order. */
  private async presentInOrder(ids: number[]): Promise<unknown[]> {
    if (!ids.length) return [];
    const rows = await this.repo.find({
      where: { id: In(ids) } as FindOptionsWhere<T>,
      relations: this.options.relations,
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return this.presentRows(ids.flatMap((id) => byId.get(id) ?? []));
  }

  /** The row, or 404 — also when the caller may not see it (no hint that it exists). */
  async findEntity(id: number, viewer?: Principal | null): Promise<T> {
    const visible = this.visibleTo(viewer);
    const row = await this.repo.findOne({
      where: { ...visible, id } as never,
      relations: this.options.relations,
    });
    if (!row) throw new NotFoundException(`${this.options.label} not found`);
    return row;
  }

  /** One row as `viewer` may see it. */
  async get(id: number, viewer?: Principal | null): Promise<unknown> {
    const [row] = await this.presentRows([await this.findEntity(id, viewer)]);
    return row;
  }

  /** Throw a Conflict here when other records depend on the row (DECISIONS 7). */
  protected async assertDeletable(_row: T, _actorId?: number): Promise<void> {}

  async remove(id: number, actorId?: number): Promise<{ id: number }> {
    const row = await this.findEntity(id);
    await this.assertDeletable(row, actorId);
    try {
      // remove(row), not delete(id): the row goes to the subscribers (the audit trail's before).
      await this.repo.remove(row);
    } catch (error) {
      if (!isRowReferenced(error)) throw error;
      throw new Conflict(await this.deleteRefusal(row));
    }
    return { id };
  }

  /**
   * The database's foreign keys refuse to delete a row others depend on (DECISIONS 7); the 409
   * names them, found from the schema, so a resource need not import the modules built on it.
   */
  private async deleteRefusal(row: T): Promise<string> {
    const db: DataSource = this.repo.manager.connection;
    const dependents = await dependentsOf(
      db,
      this.repo.metadata.tableName,
      row.id,
      this.options.dependentsNamedFirst,
    );
    const { name, title } = row as { name?: unknown; title?: unknown };
    const shown = name ?? title;
    const subject = `The ${this.options.label.toLowerCase()}${typeof shown === 'string' ? ` "${shown}"` : ''}`;
    return deleteRefusal(subject, dependents);
  }
}
