import { getMetadataStorage } from 'class-validator';

/** A class (DTOs are classes; class-validator keys its rules by constructor). */
export type AnyClass = abstract new (...args: never[]) => unknown;
import type { SchemaObject } from './openapi-types.js';

type Metadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>;

/** Does the class carry class-validator rules (so it is a DTO we can describe)? */
export function isDto(target: unknown): target is AnyClass {
  return typeof target === 'function' && rulesOf(target as AnyClass).length > 0;
}

function rulesOf(target: AnyClass): Metadata {
  return getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
}

/**
 * The JSON schema of a DTO, read from its class-validator rules: the same rules that validate
 * requests describe them, so the document cannot drift from what the server accepts. The
 * rule's own message becomes the property's description (what a client is told when it fails).
 */
export function dtoSchema(target: AnyClass): SchemaObject {
  const properties: Record<string, SchemaObject> = {};
  const required: string[] = [];
  const byProperty = new Map<string, Metadata>();
  for (const rule of rulesOf(target)) {
    byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);
  }
  for (const [property, rules] of byProperty) {
    const schema: SchemaObject = {};
    const notes = new Set<string>();
    let optional = false;
    for (const rule of rules) {
      const type: string = rule.type;
      if (type === 'conditionalValidation') optional = true;
      if (type !== 'customValidation') continue;
      const [a] = (rule.constraints ?? []) as unknown[];
      switch (rule.name) {
        case 'isString':
          schema.type = 'string';
          break;
        case 'isInt':
          schema.type = 'integer';
          break;
        case 'isNumber':
          schema.type = 'number';
          break;
        case 'isBoolean':
          schema.type = 'boolean';
          break;
        case 'isEmail':
          schema.type = 'string';
          schema.format = 'email';
          break;
        case 'minLength':
          schema.minLength = a as number;
          break;
        case 'maxLength':
          schema.maxLength = a as number;
          break;
        case 'isNotEmpty':
          schema.minLength = Math.max(schema.minLength ?? 0, 1);
          break;
        case 'min':
          schema.minimum = a as number;
          break;
        case 'max':
          schema.maximum = a as number;
          break;
        case 'matches':
          schema.pattern = (a as RegExp).source ?? String(a);
          break;
        case 'isIn':
          schema.enum = a as unknown[];
          break;
        case 'isEnum':
          schema.enum = Object.values(a as object);
          break;
        default:
          if (rule.name) notes.add(`rule: ${rule.name}`);
      }
      const message = rule.message;
      if (typeof message === 'string') notes.add(message);
    }
    if (notes.size) schema.description = [...notes].join('. ');
    properties[property] = schema;
    if (!optional) required.push(property);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}
