import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDate,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateBy,
} from 'class-validator';
import { Column, type ColumnOptions, Index } from 'typeorm';
import { decimalToNumber } from '../entity-columns.js';
import { hasText, sanitizeRichText } from '../html/sanitize.js';
import type { UploadRule } from '../uploads/upload-rules.js';
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
   * A flag that publishes its row: visitors and signed-in users see the row only while it is
   * true; staff see every row ("published only" in one word; see defineResource).
   */
  publishes?: boolean;
  /** Visitors' list (the bare GET) is in this field's order, then by id (defineResource). */
  listOrder?: 'ASC' | 'DESC';
}

/** What a translated field's Arabic twin says of itself (`translated: true` on Text / RichText). */
export interface Translation {
  /** The field's language: the twin's text is Arabic. */
  lang?: 'ar';
  /** The English field it translates: `name` for `name_ar`. */
  translationOf?: string;
}

/** What a field holds; the test kit and the API document read it. */
export type FieldKind =
  'text' | 'flag' | 'ref' | 'choice' | 'int' | 'decimal' | 'datetime' | 'richtext' | 'upload';

/**
 * The field's value as answers carry it, in OpenAPI terms: the API document builds the
 * resource's response schema from these, and the dashboard picks its input by them (`x-kind`
 * where the type alone does not say, `x-reference` for a pick from another list, `x-step` for
 * the decimals of a number input).
 */
export interface FieldSchema {
  type: 'string' | 'integer' | 'number' | 'boolean';
  format?: 'date-time';
  nullable?: boolean;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: readonly string[];
  default?: unknown;
  'x-kind'?: 'richtext' | 'datetime' | 'image' | 'file' | 'document';
  'x-reference'?: { resource: string; display: string };
  'x-step'?: number;
  'x-accept'?: readonly string[];
  /** An Arabic twin (`<field>_ar`): its language and the field it translates. */
  'x-lang'?: 'ar';
  'x-translation-of'?: string;
}

/** What every field kind says of itself besides its column and rules. */
export interface FieldDescription {
  kind: FieldKind;
  schema: FieldSchema;
  /** The file rule of an `Upload` field (the form's one file). */
  upload?: UploadRule;
}

export interface FieldMeta extends FieldOptions, FieldDescription, Translation {
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
  options: FieldOptions & FieldDescription & Translation,
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

const withoutMinimum = ({ minLength: _least, ...schema }: FieldSchema): FieldSchema => schema;

/** The Arabic twin of a translated field: `name` → `name_ar`. */
export const arabicTwin = (field: string) => `${field}_ar`;

/** Stored NFC, so the SQL form of normalizeArabic (which cannot compose) reads it as typed. */
const toNfc = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.normalize('NFC') : value,
);

/**
 * A translated field's Arabic twin (`translated: true`), declared with the field: its own
 * column (same type, default '') and rules (optional always: English is the required fallback
 * a visitor on /ar sees where no Arabic was entered), searched like the field but with Arabic
 * normalised on both sides (search-conditions.ts), marked `x-lang`/`x-translation-of` in the
 * API document so the dashboard shows a right-to-left input after the English one.
 */
function declareArabicTwin(
  target: object,
  property: string | symbol,
  column: ColumnOptions,
  rules: PropertyDecorator,
  options: FieldOptions & FieldDescription,
): void {
  const of = String(property);
  const {
    listOrder: _order,
    publishes: _publishes,
    index: _index,
    select: _select,
    ...rest
  } = options;
  Field({ ...column, default: '' }, applyDecorators(rules, toNfc), {
    ...rest,
    optional: true,
    empty: '',
    lang: 'ar',
    translationOf: of,
    schema: { ...options.schema, 'x-lang': 'ar', 'x-translation-of': of },
  })(target, arabicTwin(of));
}

interface TextOptions extends Omit<FieldOptions, 'empty'> {
  /** Column length (varchar) and the longest text accepted; 'text' for a TEXT column. */
  max?: number;
  column?: 'varchar' | 'text';
  label?: string;
  /** Staff may enter it in Arabic too: an optional twin `<field>_ar` (declareArabicTwin). */
  translated?: boolean;
}

/** Plain text: required ("longer than 1 character"), or optional and stored as '' when absent. */
export function Text(options: TextOptions = {}): PropertyDecorator {
  const { max = 191, column = 'varchar', translated, ...rest } = options;
  return (target, property) => {
    const name = options.label ?? label(property);
    const type: ColumnOptions =
      column === 'text' ? { type: 'text' } : { type: 'varchar', length: max };
    const schema: FieldSchema = options.optional
      ? { type: 'string', default: '' }
      : { type: 'string', minLength: 2 };
    if (column === 'varchar') schema.maxLength = max;
    Field(
      options.optional ? { ...type, default: '' } : type,
      options.optional
        ? OptionalText(name, max, { multiline: column === 'text' })
        : RequiredText(name, max, { multiline: column === 'text' }),
      { ...rest, ...(options.optional ? { empty: '' } : {}), kind: 'text', schema },
    )(target, property);
    if (translated) {
      declareArabicTwin(
        target,
        property,
        type,
        OptionalText(`${name} (Arabic)`, max, { multiline: column === 'text' }),
        { ...rest, kind: 'text', schema: { ...withoutMinimum(schema), default: '' } },
      );
    }
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
      {
        search: options.search,
        optional: true,
        publishes: options.publishes,
        kind: 'flag',
        schema: { type: 'boolean', default: options.default },
      },
    )(target, property);
}

interface RefOptions extends FieldOptions {
  /** The list it is picked from: its path under /api and the property shown for a row. */
  to?: { resource: string; display: string };
}

/** A reference to another row, picked on a form (an indexed integer column). */
export function Ref(message: string, options: RefOptions = {}): PropertyDecorator {
  const { to, ...rest } = options;
  return Field({ type: 'integer' }, RecordId(message), {
    index: true,
    select: true,
    ...rest,
    kind: 'ref',
    schema: { type: 'integer', ...(to ? { 'x-reference': to } : {}) },
  });
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
    {
      select: true,
      ...rest,
      kind: 'choice',
      schema: {
        type: 'string',
        enum: values,
        ...(fallback === undefined ? {} : { default: fallback }),
      },
    },
  );
}

/**
 * "The X is required" for a value left out or sent empty. A custom rule rather than
 * IsDefined: the update DTO of a partial resource makes the field optional (IsOptional skips
 * custom rules, never IsDefined), so one declaration serves the create and the update. Named
 * isDefined so the 422 names this message first (validation.pipe).
 */
const Required = (name: string) =>
  ValidateBy(
    {
      name: 'isDefined',
      validator: { validate: (value: unknown) => value !== undefined && value !== null },
    },
    { message: `The ${name} is required` },
  );

/** Multipart fields arrive as text: "120.50" is a number, an empty field is no value. */
const toNumber = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
});

interface NumberOptions extends Omit<FieldOptions, 'empty' | 'optional'> {
  min?: number;
  max?: number;
  /** May be left out on create: the default applies, or the value is empty (null). */
  optional?: boolean;
  /** The column's default; implies optional. */
  default?: number;
  label?: string;
  /** Named after the largest value in messages: "at most 20,000,000 EGP". */
  unit?: string;
}

const amount = (value: number, unit?: string) =>
  `${value.toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;

/** Number bounds with messages naming the field ("cannot be negative" for a floor of 0). */
function bounds(name: string, { min, max, unit }: NumberOptions) {
  const rules: PropertyDecorator[] = [];
  if (min !== undefined) {
    const message =
      min === 0
        ? `The ${name} cannot be negative`
        : `The ${name} must be at least ${amount(min, unit)}`;
    rules.push(Min(min, { message }));
  }
  if (max !== undefined) {
    rules.push(Max(max, { message: `The ${name} must be at most ${amount(max, unit)}` }));
  }
  return rules;
}

/** Required unless optional or defaulted; an optional one without a default is nullable. */
function numberField(
  kind: 'int' | 'decimal',
  column: ColumnOptions,
  check: (name: string) => PropertyDecorator,
  options: NumberOptions,
  schema: FieldSchema,
): PropertyDecorator {
  const { min, max, default: fallback, label: named, unit: _unit, ...rest } = options;
  const optional = options.optional || fallback !== undefined;
  return (target, property) => {
    const name = named ?? label(property);
    Field(
      {
        ...column,
        ...(fallback !== undefined ? { default: fallback } : optional ? { nullable: true } : {}),
      },
      applyDecorators(
        toNumber,
        ...(optional ? [IsOptional()] : [Required(name)]),
        check(name),
        ...bounds(name, options),
      ),
      {
        ...rest,
        optional,
        ...(optional && fallback === undefined ? { empty: null } : {}),
        kind,
        schema: {
          ...schema,
          ...(min !== undefined ? { minimum: min } : {}),
          ...(max !== undefined ? { maximum: max } : {}),
          ...(fallback !== undefined ? { default: fallback } : {}),
          ...(optional && fallback === undefined ? { nullable: true } : {}),
        },
      },
    )(target, property);
  };
}

/** A whole number (an INT column): "12" from a multipart form is 12. */
export function Int(options: NumberOptions = {}): PropertyDecorator {
  return numberField(
    'int',
    { type: 'integer' },
    (name) => IsInt({ message: `The ${name} must be a whole number` }),
    options,
    { type: 'integer' },
  );
}

/** A number with `scale` decimals (DECIMAL(precision, scale), answered as a JSON number). */
export function Decimal(
  options: NumberOptions & { scale?: number; precision?: number } = {},
): PropertyDecorator {
  const { scale = 2, precision = 10, ...rest } = options;
  return numberField(
    'decimal',
    { type: 'decimal', precision, scale, transformer: decimalToNumber },
    (name) =>
      IsNumber(
        { maxDecimalPlaces: scale, allowNaN: false, allowInfinity: false },
        { message: `The ${name} must be a number with at most ${scale} decimals` },
      ),
    rest,
    { type: 'number', 'x-step': 10 ** -scale },
  );
}

/** An instant with its zone, as ISO 8601 writes it: "2027-02-10T07:00:00Z", "…T09:00+02:00". */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** Text becomes a Date only when it names an instant; anything else is refused as it came. */
const toDate = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return ISO_INSTANT.test(trimmed) ? new Date(trimmed) : trimmed;
});

/**
 * A moment (a DATETIME column, in UTC: the connection's timezone is 'Z'): written and answered
 * as an ISO instant. The dashboard picks it in Cairo time (`x-kind: 'datetime'`).
 */
export function DateTime(
  options: Omit<FieldOptions, 'empty'> & { label?: string } = {},
): PropertyDecorator {
  const { label: named, ...rest } = options;
  return (target, property) => {
    const name = named ?? label(property);
    Field(
      { type: 'datetime', ...(options.optional ? { nullable: true } : {}) },
      applyDecorators(
        toDate,
        ...(options.optional ? [IsOptional()] : [Required(name)]),
        IsDate({ message: `The ${name} must be a date and time with its zone (ISO 8601)` }),
      ),
      {
        ...rest,
        ...(options.optional ? { empty: null } : {}),
        kind: 'datetime',
        schema: {
          type: 'string',
          format: 'date-time',
          'x-kind': 'datetime',
          ...(options.optional ? { nullable: true } : {}),
        },
      },
    )(target, property);
  };
}

/** A MySQL TEXT column holds 65,535 bytes: the longest rich text a TEXT column stores. */
export const TEXT_COLUMN_BYTES = 65_535;

interface RichTextOptions extends Omit<FieldOptions, 'empty'> {
  /** The longest stored (sanitised) HTML in UTF-8 bytes; a TEXT column holds TEXT_COLUMN_BYTES. */
  maxBytes: number;
  label?: string;
  /** Staff may enter it in Arabic too: an optional twin `<field>_ar` (declareArabicTwin). */
  translated?: boolean;
}

/**
 * HTML from the dashboard's rich-text editor, stored sanitised (common/html/sanitize.ts, the
 * sanitiser test/rich-text-round-trip proves): the request body is sanitised as it is read, so
 * every write of the field (create, update, JSON or multipart) stores only what cannot run.
 * Required means visible text ("<p> </p>" is empty); the limit is checked on the clean HTML.
 */
export function RichText(options: RichTextOptions): PropertyDecorator {
  const { maxBytes, label: named, translated, ...rest } = options;
  // Far longer than could fit once clean: refused as it is, without spending time on it.
  const sanitise = Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.length <= maxBytes * 4 ? sanitizeRichText(value) : value,
  );
  const size = maxBytes >= 1024 ? `${Math.round(maxBytes / 1024)} KB` : `${maxBytes} bytes`;
  const fits = (name: string) =>
    ValidateBy(
      {
        name: 'maxBytes',
        validator: {
          validate: (value: unknown) =>
            typeof value === 'string' &&
            value.length <= maxBytes * 4 &&
            Buffer.byteLength(value, 'utf8') <= maxBytes,
        },
      },
      { message: `The ${name} is too long (at most ${size} of formatted text)` },
    );
  const optionalRules = (name: string) =>
    applyDecorators(
      sanitise,
      IsOptional(),
      IsString({ message: `The ${name} must be text` }),
      fits(name),
    );
  const schema: FieldSchema = {
    type: 'string',
    'x-kind': 'richtext',
    description: 'Sanitised HTML',
  };
  return (target, property) => {
    const name = named ?? label(property);
    const visible = ValidateBy(
      {
        name: 'hasText',
        validator: { validate: (value: unknown) => typeof value === 'string' && hasText(value) },
      },
      { message: `The ${name} is required` },
    );
    Field(
      options.optional ? { type: 'text', default: '' } : { type: 'text' },
      options.optional
        ? optionalRules(name)
        : applyDecorators(
            sanitise,
            IsString({ message: `The ${name} is required` }),
            visible,
            fits(name),
          ),
      {
        ...rest,
        ...(options.optional ? { empty: '' } : {}),
        kind: 'richtext',
        schema: { ...schema, ...(options.optional ? { default: '' } : {}) },
      },
    )(target, property);
    if (translated) {
      declareArabicTwin(target, property, { type: 'text' }, optionalRules(`${name} (Arabic)`), {
        ...rest,
        kind: 'richtext',
        schema: { ...schema, default: '' },
      });
    }
  };
}

const IMAGE_TYPES = new Set(['jpg', 'png', 'gif', 'webp']);

/**
 * The one file of a resource's multipart form (`rule` judges it by content): the column holds
 * its stored path (null until one is uploaded), never set from the body. defineResource makes
 * it the resource's `upload`; the service stores the file.
 */
export function Upload(rule: UploadRule): PropertyDecorator {
  const accept: readonly string[] = rule.extensions;
  return Field({ type: 'varchar', length: 255, nullable: true }, applyDecorators(), {
    optional: true,
    kind: 'upload',
    upload: rule,
    schema: {
      type: 'string',
      nullable: true,
      description: `Stored path of ${rule.describe}`,
      'x-kind': accept.every((type) => IMAGE_TYPES.has(type)) ? 'image' : 'file',
      'x-accept': accept,
    },
  });
}
