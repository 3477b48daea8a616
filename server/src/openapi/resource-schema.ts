import { getMetadataArgsStorage } from 'typeorm';
import type { SchemaObject } from './openapi-types.js';
import { DECLARED_RESOURCES } from '../common/resource/declared-resources.js';
import { resourceClassStem } from '../common/resource/resource.js';

const TYPES: Record<string, SchemaObject> = {
  varchar: { type: 'string' },
  text: { type: 'string' },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  decimal: { type: 'number' },
  datetime: { type: 'string', format: 'date-time' },
};

/** The row of a declared resource as the API answers it, read from its TypeORM columns. */
function rowSchema(entity: abstract new () => unknown): SchemaObject {
  const properties: Record<string, SchemaObject> = {};
  const targets = new Set<unknown>();
  for (let proto = entity; proto; proto = Object.getPrototypeOf(proto) as typeof entity) {
    targets.add(proto);
  }
  for (const column of getMetadataArgsStorage().columns) {
    if (!targets.has(column.target)) continue;
    const type = column.options.type;
    const known = typeof type === 'string' ? TYPES[type] : undefined;
    const generated = column.mode === 'createDate' || column.mode === 'updateDate';
    const schema = known ?? (generated ? TYPES.datetime : { type: 'integer' });
    // A plain column default is what a new row gets when the field is left out: forms start there.
    const preset = column.options.default as unknown;
    const plain = ['string', 'number', 'boolean'].includes(typeof preset);
    properties[column.propertyName] = plain ? { ...schema, default: preset } : schema;
  }
  return { type: 'object', properties, required: Object.keys(properties) };
}

/** Component schemas of the src/resources/ files, named after their entities. */
export const DECLARED_RESOURCE_SCHEMAS: Record<string, SchemaObject> = Object.fromEntries(
  DECLARED_RESOURCES.map((resource) => [resource.entity.name, rowSchema(resource.entity)]),
);

/** Controller name → schema name, as the standard routes answer. */
export const DECLARED_RESOURCE_CONTROLLERS: Record<string, string> = Object.fromEntries(
  DECLARED_RESOURCES.map((resource) => [
    `${resourceClassStem(resource.path)}Controller`,
    resource.entity.name,
  ]),
);
