import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { Column, type ColumnOptions, Index } from 'typeorm';
import { RecordId } from '../validation/numbers.js';
import { OptionalText, RequiredText } from '../validation/text-rules.js';

/** How POST /search matches a query parameter against a column (case-insensitive). */
export type SearchMode = 'exact' | 'prefix' | 'contains';

export interface FieldOptions {
  /** Matched by POST /search?<field>=… in this way; not searchable when absent. */
  search?: SearchMode;
  /** An edit-form select: sent empty on an update, it keeps the stored value (DECISIONS 19). */
  select?: boolean;
  /** A value that may be left out on create (the column's default applies). */
  optional?: boolean;
  /** What null means on a partial update of an optional field ('' for optional text). */
  empty?: unknown;
  /** Add a database index on the column (declared by the migration too). */
  index?: boolean;
  /**
   * Message when a create leaves the field out, for a resource with partial updates (the
   * update DTO makes every field optional, so this rule is added to the create DTO only).
   */
  requiredOnCreate?: string;
  /**
   * A flag that publishes its row: visitors and signed-in users see the row only while it is
   * true; staff see every row ("published only" in one word; see defineResource).
   */
  publishes?: boolean;
}

export interface FieldMeta extends FieldOptions {
  name: string;
}

const FIELDS = new WeakMap<object, FieldMeta[]>();

/** The writable fields an entity class declares (its own and its base classes'). */
export function fieldsOf(entity: abstract new () => unknown): FieldMeta[] {
  const out: FieldMeta[] = [];
  for (
    let proto: object | null = entity.prototype as object;
    proto;
    proto = Object.getPrototypeOf(proto) as object | null
  ) {
    out.unshift(...(FIELDS.get(proto) ?? []));
  }
  return out;
}

/**
 * One writable field, declared once on the TypeORM entity: its column, its class-validator
 * rules (the create/update DTOs are derived from them) and how it is searched.
 */
export function Field(
  column: ColumnOptions,
  rules: PropertyDecorator,
  options: FieldOptions = {},
): PropertyDecorator {
  return (target, property) => {
    const name = String(property);
    FIELDS.set(target, [...(FIELDS.get(target) ?? []), { ...options, name }]);
    if (options.index) Index()(target, property);
    Column(column)(target, property);
    rules(target, property);
  };
}

const label = (property: string | symbol) => String(property).replace(/_/g, ' ');

interface TextOptions extends Omit<FieldOptions, 'empty'> {
  /** Column length (varchar) and the longest text accepted; 'text' for a TEXT column. */
  max?: number;
  column?: 'varchar' | 'text';
  label?: string;
}

/** Plain text: required ("longer than 1 character"), or optional and stored as '' when absent. */
export function Text(options: TextOptions = {}): PropertyDecorator {
  const { max = 191, column = 'varchar', ...rest } = options;
  return (target, property) => {
    const name = options.label ?? label(property);
    const type: ColumnOptions =
      column === 'text' ? { type: 'text' } : { type: 'varchar', length: max };
    Field(
      options.optional ? { ...type, default: '' } : type,
      options.optional
        ? OptionalText(name, max, { multiline: column === 'text' })
        : RequiredText(name, max, { multiline: column === 'text' }),
      options.optional ? { ...rest, empty: '' } : rest,
    )(target, property);
  };
}

/** Multipart and query strings send booleans as text. */
const toBoolean = Transform(({ value }: { value: unknown }) => {
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return value;
});

/** A yes/no field with a default (a checkbox: never required). */
export function Flag(options: {
  default: boolean;
  search?: SearchMode;
  publishes?: boolean;
}): PropertyDecorator {
  return (target, property) =>
    Field(
      { type: 'boolean', default: options.default },
      applyDecorators(
        toBoolean,
        IsOptional(),
        IsBoolean({ message: `The ${label(property)} field must be true or false` }),
      ),
      { search: options.search, optional: true, publishes: options.publishes },
    )(target, property);
}

/** A reference to another row, picked on a form (an indexed integer column). */
export function Ref(message: string, options: FieldOptions = {}): PropertyDecorator {
  return Field({ type: 'integer' }, RecordId(message), { index: true, select: true, ...options });
}

const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);

/** One of a fixed list of values, picked on a form. */
export function Choice(
  values: readonly string[],
  message: string,
  options: FieldOptions & { default?: string } = {},
): PropertyDecorator {
  const { default: fallback, ...rest } = options;
  const length = Math.max(16, ...values.map((v) => v.length));
  return Field(
    { type: 'varchar', length, ...(fallback === undefined ? {} : { default: fallback }) },
    applyDecorators(trim, IsIn(values, { message })),
    { select: true, ...rest },
  );
}
