import type { OpenAPIObject } from '@nestjs/swagger';

// @nestjs/swagger exports the document type only; its parts are derived from it.
export type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']> & {
  /** Who may call the route: role codes, "public", "signed-in" or "signed address". */
  'x-roles'?: string[];
  /** Set when the catalogue of response shapes has no entry for the route. */
  'x-undocumented-response'?: boolean;
  /** Query parameters a search route matches (see resource-extensions). */
  'x-search-params'?: string[];
};
export type ParameterObject = Extract<
  NonNullable<OperationObject['parameters']>[number],
  { in: string }
>;
type AnySchema = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];
export type ReferenceObject = Extract<AnySchema, { $ref: string }>;
export type SchemaObject = Exclude<AnySchema, ReferenceObject>;
