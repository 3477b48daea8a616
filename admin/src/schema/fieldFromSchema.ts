import type { FieldDeclaration, FieldType } from '../resources/types';
import type { SchemaProperty } from './apiDocument';
import { humanize } from './labels';

/** MIME types of the upload extensions the server names (react-dropzone's `accept`). */
const MIME_OF: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  avif: 'image/avif',
  heic: 'image/heic',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  cfb: 'application/msword',
};
const EXTENSIONS_OF: Record<string, readonly string[]> = {
  jpg: ['.jpg', '.jpeg'],
  tif: ['.tif', '.tiff'],
  cfb: ['.doc'],
};

const acceptOf = (extensions: readonly string[] | undefined) => {
  if (!extensions?.length) return undefined;
  const accept: Record<string, string[]> = {};
  for (const extension of extensions) {
    const mime = MIME_OF[extension];
    if (mime) accept[mime] = [...(EXTENSIONS_OF[extension] ?? [`.${extension}`])];
  }
  return accept;
};

/** The property of a nested object a list shows: its title or name, else its first text. */
const displayOf = (schema: SchemaProperty): string => {
  const properties = schema.properties ?? {};
  const preferred = ['title', 'name', 'classification'].find((name) => name in properties);
  return (
    preferred ?? Object.keys(properties).find((name) => properties[name]?.type === 'string') ?? 'id'
  );
};

const typeOf = (source: string, schema: SchemaProperty): FieldType => {
  const kind = schema['x-kind'];
  if (kind) return kind;
  if (schema['x-reference']) return 'reference';
  if (schema.enum) return 'select';
  // No validation rule tells a password apart from text; the name does.
  if (source.includes('password')) return 'password';
  if (schema.format === 'email') return 'email';
  if (schema.format === 'date-time' || schema.format === 'date') return 'date';
  if (schema.format === 'binary') return 'file';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.type === 'object' || schema.properties) return 'object';
  return 'text';
};

export interface SchemaFieldContext {
  /** The create body accepts it (so the forms show it). */
  writable: boolean;
  /** The create body requires it. */
  required: boolean;
}

/**
 * The dashboard field of one schema property: its input and column from the type, format,
 * enum and `x-` marks; required (on create: the body says nothing of updates) and the
 * minimum length from the create body's rules.
 */
export const fieldFromSchema = (
  source: string,
  schema: SchemaProperty,
  { writable, required }: SchemaFieldContext,
): FieldDeclaration => {
  const type = typeOf(source, schema);
  const field: FieldDeclaration = { source, label: humanize(source), type, inForm: writable };
  const translationOf = schema['x-translation-of'];
  if (schema['x-lang'] === 'ar' && translationOf) {
    // Named after its English field; declarationsFromDocument takes that field's own label.
    Object.assign(field, {
      lang: 'ar',
      translationOf,
      label: `${humanize(translationOf)} (Arabic)`,
    });
  }
  const preset = schema.default;
  if (writable && ['string', 'number', 'boolean'].includes(typeof preset)) {
    field.defaultValue = preset as string | number | boolean;
  }
  if (writable && required) {
    field.required = true;
    field.validateOn = 'create';
    if ((schema.minLength ?? 0) > 1) field.minLength = schema.minLength;
  }
  if (type === 'select') {
    field.choices = (schema.enum ?? []).map((value) => ({
      id: String(value),
      name: String(value),
    }));
  }
  const reference = schema['x-reference'];
  if (reference) {
    field.options = { apiPath: reference.resource, optionText: reference.display };
  }
  if (type === 'number') {
    // An integer steps by 1, a decimal by its smallest unit; the bounds the server checks.
    const step = schema['x-step'] ?? (schema.type === 'integer' ? 1 : undefined);
    if (step !== undefined) field.step = step;
    if (schema.minimum !== undefined) field.min = schema.minimum;
    if (schema.maximum !== undefined) field.max = schema.maximum;
  }
  if (type === 'object') field.display = displayOf(schema);
  if (type === 'image' || type === 'file') {
    const accept = acceptOf(schema['x-accept']);
    if (accept) field.accept = accept;
  }
  return field;
};
