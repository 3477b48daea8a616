import { NotFoundException } from '@nestjs/common';
import {
  Brackets,
  type DataSource,
  type FindOptionsOrder,
  type FindOptionsRelations,
  type ObjectLiteral,
  type Repository,
} from 'typeorm';
import { deleteRefusal, dependentsOf, isRowReferenced } from '../../database/foreign-keys.js';
import { Conflict } from '../http/api-error.js';

export interface CrudOptions<T> {
  /** Tables named first when a delete is refused because their rows reference this one. */
  dependentsNamedFirst?: string[];
  /** Shown in messages: "Category not found". */
  label: string;
  /** Query parameter of POST /search → column it matches (LIKE, case-insensitive). */
  searchable: Record<string, string>;
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

// '!' as the escape character: a backslash means different things to MySQL and SQLite.
function escapeLike(value: string): string {
  return value.replace(/[!%_]/g, (c) => `!${c}`);
}

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

  /** Turns a stored row into what the API returns. */
  present(row: T): unknown {
    return row;
  }

  async list(): Promise<unknown[]> {
    const rows = await this.repo.find({
      relations: this.options.relations,
      order: this.options.listOrder ?? this.order,
      take: MAX_ROWS,
    });
    return rows.map((row) => this.present(row));
  }

  async page(page: number, limit: number): Promise<Page<unknown>> {
    const [rows, total] = await this.repo.findAndCount({
      relations: this.options.relations,
      order: this.order,
      skip: (page - 1) * limit,
      take: limit,
    });
    return { data: rows.map((row) => this.present(row)), total };
  }

  /** Filters by every known search parameter present (AND), ignoring unknown ones. */
  async search(params: Record<string, unknown>): Promise<unknown[]> {
    const query = this.repo.createQueryBuilder('row');
    for (const relation of Object.keys(this.options.relations ?? {})) {
      query.leftJoinAndSelect(`row.${relation}`, relation);
    }
    const terms = Object.entries(this.options.searchable).filter(
      ([param]) => typeof params[param] === 'string' && params[param].trim() !== '',
    );
    terms.forEach(([param, column], i) => {
      const value = (params[param] as string).trim().toLowerCase();
      const path = column.includes('.') ? column : `row.${column}`;
      query.andWhere(
        new Brackets((where) => {
          where.where(`LOWER(${path}) LIKE :term${i} ESCAPE '!'`, {
            [`term${i}`]: `%${escapeLike(value)}%`,
          });
        }),
      );
    });
    query.orderBy('row.id', 'DESC').take(MAX_ROWS);
    const rows = await query.getMany();
    return rows.map((row) => this.present(row));
  }

  async findEntity(id: number): Promise<T> {
    const row = await this.repo.findOne({
      where: { id } as never,
      relations: this.options.relations,
    });
    if (!row) throw new NotFoundException(`${this.options.label} not found`);
    return row;
  }

  async get(id: number): Promise<unknown> {
    return this.present(await this.findEntity(id));
  }

  /** Throw a Conflict here when other records depend on the row (DECISIONS 7). */
  protected async assertDeletable(_row: T, _actorId?: number): Promise<void> {}

  async remove(id: number, actorId?: number): Promise<{ id: number }> {
    const row = await this.findEntity(id);
    await this.assertDeletable(row, actorId);
    try {
      await this.repo.delete(id);
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
