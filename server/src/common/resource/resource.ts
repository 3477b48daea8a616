import { PartialType, PickType } from '@nestjs/swagger';
import type { Type } from '@nestjs/common';
import type {
  EntityTarget,
  FindOptionsOrder,
  FindOptionsRelations,
  FindOptionsWhere,
} from 'typeorm';
import type { UploadRule } from '../uploads/upload-rules.js';
import type { RoleCode } from '../access/roles.js';
import { fieldsOf, type FieldMeta } from './fields.js';

/**
 * Whom a row is shown to (a resource's `visible` rule): a visitor without a token, a signed-in
 * user, or staff of the resource. The caller itself is a `Principal` (access/roles.ts).
 */
export type Audience = 'public' | 'user' | 'staff';

/** Rows that other records still use refuse a delete with 409 (DECISIONS 7). */
export interface DeleteRefusal {
  /** The dependent entity and its column that points at this row. */
  entity: () => EntityTarget<object>;
  column: string;
  /** How one and several are named in the message: "course" / "courses". */
  one: string;
  many: string;
}

export interface ResourceDeclaration<T> {
  /** URL segment under /api. */
  path: string;
  entity: Type<T>;
  /** Shown in messages: "Category not found". */
  label: string;
  /** Roles that may page, search, write and delete. */
  staff: RoleCode[];
  /**
   * Which rows each caller may list and read by id; a caller without an entry falls back to
   * the one before it (user → public). Staff see every row unless given their own filter.
   * A resource with a `public` entry (or `publicRead`) is readable without a token:
   * `visible: { public: { published: true } }` is "published only".
   */
  visible?: Partial<Record<Audience, FindOptionsWhere<T>>>;
  /** Every row readable by anyone (no filter). */
  publicRead?: boolean;
  /** 'full' (default): an update sends every required field; 'partial': only the changes. */
  update?: 'full' | 'partial';
  /** Extra search parameters naming a field under another name: { title: 'name' }. */
  searchAliases?: Record<string, string>;
  relations?: FindOptionsRelations<T>;
  /** Order of pages and searches; newest first by default. */
  order?: FindOptionsOrder<T>;
  /** Order of the bare (public) list when it differs. */
  listOrder?: FindOptionsOrder<T>;
  /** The field that names a row in messages ("The category "Drilling" …"). */
  title?: keyof T & string;
  refuseDelete?: DeleteRefusal[];
  /**
   * Rows the database's foreign keys protect need no rule: a refused delete answers 409 naming
   * the dependents (CrudService.remove). These tables are named first, in this order.
   */
  dependentsNamedFirst?: string[];
  /** Create and update read a multipart form with this one file (an `Upload` field gives it). */
  upload?: { field: string; rule: UploadRule };
  /** Any signed-in user may call update; the service decides (a user editing their own row). */
  selfUpdate?: boolean;
  /**
   * Columns with a word index (common/crud/word-search.ts): a `contains` search on them matches
   * word starts through the index. A migration creates the index; declaring it here makes the
   * searches use it.
   */
  words?: readonly string[];
  /** Columns searched together by words (one FULLTEXT index over exactly these on MySQL). */
  wordGroup?: readonly string[];
  /**
   * What the presenter adds to a row besides its columns (loaded relations, computed values),
   * as OpenAPI schemas: the documented record is the columns plus these.
   */
  presents?: Record<string, object>;
}

/** A declaration with what is derived from it: fields and request body classes. */
export interface Resource<T> extends ResourceDeclaration<T> {
  fields: FieldMeta[];
  createDto: Type;
  updateDto: Type;
}

/** "sub-categories" → "SubCategories": the stem of the generated class names. */
export const resourceClassStem = (path: string) =>
  path.replace(/(^|[-_/])(\w)/g, (_m, _sep, letter: string) => letter.toUpperCase());

const named = <C extends Type>(cls: C, name: string): C =>
  Object.defineProperty(cls, 'name', { value: name });

/**
 * The one declaration of a resource: the entity's field decorators give the columns, the
 * validation and the search modes; this adds access, visibility and delete rules. The
 * create / update DTOs are derived here (PickType / PartialType keep the class-validator rules).
 */
export function defineResource<T>(declaration: ResourceDeclaration<T>): Resource<T> {
  const fields = fieldsOf(declaration.entity);
  // The file of an `Upload` field comes from the multipart form, never from the body.
  const keys = fields
    .filter((field) => field.kind !== 'upload')
    .map((field) => field.name) as (keyof T)[];
  // A publishing flag (`@Flag({ publishes: true })`) is the visibility rule unless one is given.
  const publishing = fields.find((field) => field.publishes);
  if (publishing && !declaration.visible) {
    declaration = {
      ...declaration,
      visible: { public: { [publishing.name]: true } as FindOptionsWhere<T> },
    };
  }
  // A field's `listOrder` orders the visitors' list (then by id) unless the declaration does.
  const ordering = fields.find((field) => field.listOrder);
  if (ordering && !declaration.listOrder) {
    declaration = {
      ...declaration,
      listOrder: {
        [ordering.name]: ordering.listOrder,
        id: 'ASC',
      } as unknown as FindOptionsOrder<T>,
    };
  }
  // An `Upload(rule)` field is the resource's one file unless the declaration names another.
  const file = fields.find((field) => field.upload);
  if (file?.upload && !declaration.upload) {
    declaration = { ...declaration, upload: { field: file.name, rule: file.upload } };
  }
  const base = declaration.entity.name;
  const picked = PickType(declaration.entity, keys) as Type;
  if (declaration.update === 'partial') {
    const updateDto = PartialType(PickType(declaration.entity, keys)) as Type;
    return {
      ...declaration,
      fields,
      createDto: named(picked, `Create${base}Dto`),
      updateDto: named(updateDto, `Update${base}Dto`),
    };
  }
  const dto = named(picked, `${base}Dto`);
  return { ...declaration, fields, createDto: dto, updateDto: dto };
}
