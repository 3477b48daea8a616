import { getMetadataArgsStorage } from 'typeorm';
import type { SchemaObject } from './openapi-types.js';
import { resourceClassStem } from '../common/resource/resource.js';
import type { AnyResource, Feature } from '../common/resource/registry.js';

/**
 * What the API document needs of the registry (src/resources/index.ts), which AppModule
 * provides under this token: openapi/ is below the features and never imports them.
 */
export const DOCUMENTED_RESOURCES = Symbol('DOCUMENTED_RESOURCES');

export interface DocumentedResources {
  /** The declared resources: their records are derived (recordSchema). */
  resources: AnyResource[];
  /** Controller name → record component of its standard CRUD routes (crudRecords). */
  crud: Record<string, string>;
}

const TYPES: Record<string, SchemaObject> = {
  varchar: { type: 'string' },
  text: { type: 'string' },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  decimal: { type: 'number' },
  datetime: { type: 'string', format: 'date-time' },
};
const date: SchemaObject = { type: 'string', format: 'date-time' };

type EntityClass = abstract new () => unknown;

/** The entity class and its base classes (a `Row` declares id and the timestamps). */
function lineage(entity: EntityClass): Set<unknown> {
  const targets = new Set<unknown>();
  for (let proto = entity; proto; proto = Object.getPrototypeOf(proto) as EntityClass) {
    targets.add(proto);
  }
  return targets;
}

/** A column's schema from its TypeORM options: what a field without its own schema answers. */
function columnSchema(entity: EntityClass, property: string): SchemaObject {
  const targets = lineage(entity);
  const column = getMetadataArgsStorage().columns.find(
    (args) => targets.has(args.target) && args.propertyName === property,
  );
  if (!column) return {};
  const type = column.options.type;
  const known = (typeof type === 'string' ? TYPES[type] : undefined) ?? { type: 'integer' };
  // A plain column default is what a new row gets when the field is left out: forms start there.
  const preset = column.options.default as unknown;
  const plain = ['string', 'number', 'boolean'].includes(typeof preset);
  const schema: SchemaObject = plain ? { ...known, default: preset } : { ...known };
  return column.options.nullable ? { ...schema, nullable: true } : schema;
}

/** The entity a relation property of `entity` points at, and the column that holds its id. */
function relationOf(entity: EntityClass, property: string) {
  const targets = lineage(entity);
  const storage = getMetadataArgsStorage();
  const relation = storage.relations.find(
    (args) => targets.has(args.target) && args.propertyName === property,
  );
  if (!relation || typeof relation.type !== 'function') return undefined;
  const join = storage.joinColumns.find(
    (args) => targets.has(args.target) && args.propertyName === property,
  );
  return { target: (relation.type as () => unknown)(), column: join?.name };
}

/** The field that names a row of a resource: its `title`, else its first field. */
const displayOf = (resource: AnyResource): string =>
  resource.title ?? resource.fields[0]?.name ?? 'id';

/**
 * The record of a declared resource as its routes answer it: id, each field (the field's own
 * schema when its kind gives one, else its column's), each loaded relation as `{ id, <its
 * shown field> }` or null, what the declaration says the presenter adds (`presents`), and the
 * timestamps. A reference field names the list it is picked from (`x-reference`).
 */
export function recordSchema(
  resource: AnyResource,
  resources: readonly AnyResource[],
): SchemaObject {
  const entity = resource.entity as EntityClass;
  const byEntity = (target: unknown) => resources.find((other) => other.entity === target);
  const references = new Map<string, AnyResource>();
  const related: Record<string, SchemaObject> = {};
  for (const name of Object.keys(resource.relations ?? {})) {
    const relation = relationOf(entity, name);
    const target = relation && byEntity(relation.target);
    if (!relation || !target) continue;
    if (relation.column) references.set(relation.column, target);
    const display = displayOf(target);
    // A translated name comes with its Arabic twin: a page on /ar names the row in Arabic.
    const twin = target.fields.find((field) => field.translationOf === display);
    const shown: Record<string, SchemaObject> = { [display]: { type: 'string' } };
    if (twin) shown[twin.name] = storedShape(twin.schema as SchemaObject);
    related[name] = {
      type: 'object',
      properties: { id: { type: 'integer' }, ...shown },
      required: ['id', ...Object.keys(shown)],
      nullable: true,
    };
  }
  const properties: Record<string, SchemaObject> = { id: { type: 'integer' } };
  for (const field of resource.fields) {
    const own = (field as { schema?: SchemaObject }).schema;
    let schema = own ? storedShape(own) : columnSchema(entity, field.name);
    const target = references.get(field.name) ?? refTarget(entity, field.name, byEntity);
    if (target && !('x-reference' in schema)) {
      const mark = { resource: target.path, display: displayOf(target) };
      schema = { ...schema, 'x-reference': mark } as SchemaObject;
    }
    properties[field.name] = schema;
  }
  Object.assign(properties, related, resource.presents ?? {});
  const timestamps = { created_at: date, updated_at: date };
  Object.assign(properties, timestamps);
  return { type: 'object', properties, required: Object.keys(properties) };
}

/**
 * A field's value as a record answers it: its type and marks, without the bounds of a write
 * (minimum, lengths, pattern: the request body documents them). A row stored before a rule
 * tightened, or by a migration, is still a valid answer.
 */
function storedShape(schema: SchemaObject): SchemaObject {
  const shape: Record<string, unknown> = { ...schema };
  for (const bound of ['minimum', 'maximum', 'minLength', 'maxLength', 'pattern']) {
    delete shape[bound];
  }
  return shape;
}

/** The resource a reference field's relation (its join column) points at, if declared. */
function refTarget(
  entity: EntityClass,
  column: string,
  byEntity: (target: unknown) => AnyResource | undefined,
): AnyResource | undefined {
  const targets = lineage(entity);
  const storage = getMetadataArgsStorage();
  const join = storage.joinColumns.find((args) => targets.has(args.target) && args.name === column);
  if (!join) return undefined;
  const relation = relationOf(entity, join.propertyName);
  return relation ? byEntity(relation.target) : undefined;
}

/** Component schemas of the declared resources, named after their entities. */
export function declaredRecordSchemas(
  resources: readonly AnyResource[],
): Record<string, SchemaObject> {
  return Object.fromEntries(
    resources.map((resource) => [resource.entity.name, recordSchema(resource, resources)]),
  );
}

/**
 * Controller name → record component, as the standard CRUD routes answer: the declared
 * resources' (generated or hand-built controllers named after their path) and the hand-built
 * CRUD controllers the registry names.
 */
export function crudRecords(features: readonly Feature[]): Record<string, string> {
  // Computed from the registry's entries: see DocumentedResources.
  const out: Record<string, string> = {};
  for (const feature of features) {
    Object.assign(out, feature.crud);
    const resource = feature.resource;
    if (resource) out[`${resourceClassStem(resource.path)}Controller`] = resource.entity.name;
  }
  return out;
}
