/**
 * The parts of the server's OpenAPI document (`GET /api/docs.json`) the dashboard reads:
 * `x-resources` (server/src/openapi/resource-extensions.ts), the create bodies and the record
 * schemas with their `x-kind` / `x-reference` marks.
 */
export interface SchemaProperty {
  type?: string;
  format?: string;
  enum?: readonly unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  description?: string;
  /** The value a new row gets when the field is left out. */
  default?: unknown;
  $ref?: string;
  properties?: Record<string, SchemaProperty>;
  required?: readonly string[];
  /** How a form shows it where the type alone does not say. */
  'x-kind'?: 'richtext' | 'datetime' | 'image' | 'file' | 'document';
  /** The id of a row of another resource: its path under /api and the property shown. */
  'x-reference'?: { resource: string; display: string };
  /** The step of a decimal's number input (0.01 for two decimals); an integer steps by 1. */
  'x-step'?: number;
  /** File types an upload accepts, as extensions ('pdf', 'jpg'). */
  'x-accept'?: readonly string[];
  /** An Arabic twin of a translated field (`name_ar`): its language and the field it translates. */
  'x-lang'?: 'ar';
  'x-translation-of'?: string;
}

export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'search';

export interface ApiResource {
  /** Path under /api ('sub-categories', 'paymob/transactions'). */
  path: string;
  /** The staff roles that manage it. */
  roles: readonly string[];
  actions: readonly ResourceAction[];
  /** Query parameters of its search route. */
  searchParams: readonly string[];
  /** Component name of one record. */
  record?: string;
  /** One row's name as the server says it ('Testimonial'). */
  item?: string;
}

interface Operation {
  requestBody?: { content: Record<string, { schema: SchemaProperty }> };
}

export interface ApiDocument {
  paths: Record<string, Partial<Record<string, Operation>>>;
  components?: { schemas?: Record<string, SchemaProperty> };
  'x-resources'?: readonly ApiResource[];
}

/** Follows a `#/components/schemas/X` reference (one level: the document nests no deeper). */
export const resolveSchema = (
  document: ApiDocument,
  schema: SchemaProperty | undefined,
): SchemaProperty | undefined => {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return document.components?.schemas?.[name];
};

/** The body `POST /api/<path>` accepts (JSON or multipart), when the route exists. */
export const createBodyOf = (
  document: ApiDocument,
  resource: ApiResource,
): SchemaProperty | undefined => {
  const content = document.paths[`/api/${resource.path}`]?.post?.requestBody?.content ?? {};
  const media = content['multipart/form-data'] ?? content['application/json'];
  return resolveSchema(document, media?.schema);
};

export const recordOf = (
  document: ApiDocument,
  resource: ApiResource,
): SchemaProperty | undefined =>
  resource.record ? document.components?.schemas?.[resource.record] : undefined;
