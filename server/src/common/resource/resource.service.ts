import type { ObjectLiteral, Repository } from 'typeorm';
import { CrudService } from '../crud/crud.service.js';
import type { Searchable } from '../crud/search-conditions.js';
import { Conflict } from '../http/api-error.js';
import type { UploadedFileLike } from '../uploads/upload-rules.js';
import type { Principal } from '../access/roles.js';
import type { Resource } from './resource.js';

type Row = ObjectLiteral & { id: number };

/** Values of the declared fields only, as the update may change them. */
export type FieldValues<T> = Partial<T>;

/**
 * Create, update, delete rules and visibility derived from a resource's declaration, on top of
 * the shared list / page / search / get. Special behaviour (sanitised HTML, uploads, checks
 * against other tables) goes in the `prepare` and `write` hooks, not in a copy of the fields.
 */
export class ResourceService<T extends Row> extends CrudService<T> {
  constructor(
    repo: Repository<T>,
    protected readonly resource: Resource<T>,
  ) {
    const searchable: Searchable = {};
    for (const field of resource.fields) {
      if (!field.search) continue;
      // An Arabic twin matches however the Arabic is written (alef forms, diacritics…).
      const arabic = field.lang === 'ar' || undefined;
      searchable[field.name] = {
        column: field.name,
        mode: field.search,
        ...(arabic && { arabic }),
      };
    }
    for (const [alias, name] of Object.entries(resource.searchAliases ?? {})) {
      searchable[alias] = searchable[name];
    }
    super(repo, {
      label: resource.label,
      searchable,
      visible: resource.visible,
      staff: resource.staff,
      relations: resource.relations,
      order: resource.order,
      listOrder: resource.listOrder,
      dependentsNamedFirst: resource.dependentsNamedFirst,
    });
  }

  /**
   * The declared fields of a validated body, nothing else (the DTO already dropped unknown
   * ones; this also keeps what the client may not set, like `id`, out of the row). On an update
   * a field left out is kept; a null clears an optional field and leaves a required one as is.
   */
  protected writable(input: unknown): FieldValues<T> {
    const body = (input ?? {}) as Record<string, unknown>;
    const values: Record<string, unknown> = {};
    for (const field of this.resource.fields) {
      const value = body[field.name];
      if (value === undefined) continue;
      if (value === null) {
        if ('empty' in field) values[field.name] = field.empty;
        continue;
      }
      values[field.name] = value;
    }
    return values as FieldValues<T>;
  }

  /** Checks and reshapes the values before they are stored (422 here); `stored` on update. */
  protected prepare(
    values: FieldValues<T>,
    _stored: T | undefined,
    _actor?: Principal,
    _file?: UploadedFileLike,
  ): Promise<FieldValues<T>> | FieldValues<T> {
    return values;
  }

  /** Stores the values; returns the row's id. */
  protected async write(values: FieldValues<T>, stored: T | undefined): Promise<number> {
    if (stored) {
      // save, not update: the subscribers see the row before and after (audit trail).
      if (Object.keys(values).length) await this.repo.save({ ...values, id: stored.id } as never);
      return stored.id;
    }
    return (await this.repo.save(this.repo.create(values as T))).id;
  }

  async create(input: unknown, actor?: Principal, file?: UploadedFileLike): Promise<unknown> {
    const values = await this.prepare(this.writable(input), undefined, actor, file);
    return this.get(await this.write(values, undefined));
  }

  async update(id: number, input: unknown, actor?: Principal, file?: UploadedFileLike) {
    const stored = await this.findEntity(id);
    const values = await this.prepare(this.writable(input), stored, actor, file);
    return this.get(await this.write(values, stored));
  }

  /** The declared refusals: "The category "X" still has 2 subcategories and 1 course; …". */
  protected override async assertDeletable(row: T): Promise<void> {
    const rules = this.resource.refuseDelete ?? [];
    const counts = await Promise.all(
      rules.map((rule) =>
        this.repo.manager.getRepository(rule.entity()).countBy({ [rule.column]: row.id }),
      ),
    );
    const dependents = rules
      .map((rule, i) => counts[i] && `${counts[i]} ${counts[i] === 1 ? rule.one : rule.many}`)
      .filter(Boolean);
    if (!dependents.length) return;
    const title = String(row[this.resource.title ?? 'title'] ?? row.id);
    throw new Conflict(
      `The ${this.resource.label.toLowerCase()} "${title}" still has ${dependents.join(' and ')}; delete or move them first.`,
    );
  }
}
