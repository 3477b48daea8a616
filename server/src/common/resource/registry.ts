import type { DynamicModule, Type } from '@nestjs/common';
import { getMetadataArgsStorage } from 'typeorm';
import type { Resource } from './resource.js';
import { resourceModule } from './resource.module.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each resource has its own row type
export type AnyResource = Resource<any>;

/**
 * One entry of the server's registry (src/resources/index.ts): a feature with its module, the
 * CRUD resource it serves and the tables it owns. Everything that used to be a hand-kept list
 * (TypeORM's entities, AppModule's modules, the word indexes, the CRUD answers of the API
 * document) is computed from these entries.
 */
export interface Feature {
  /** Its Nest module; a one-file resource (`resource` without `module`) gets a generated one. */
  module?: Type | DynamicModule;
  /** The declared CRUD resource it serves: its entity joins the data source. */
  resource?: AnyResource;
  /** Its other entities, e.g. tables that belong to no CRUD resource (sessions, outbox). */
  entities?: Type[];
  /**
   * Controllers built on CrudController by hand (not from a declaration), with the component
   * of the record their standard routes answer: `{ UsersController: 'User' }`.
   */
  crud?: Record<string, string>;
  /**
   * Word-indexed columns by table (a declaration may say `words` itself), and columns searched
   * together by words (`wordGroup`). The migrations create the indexes; these make searches
   * use them (common/crud/word-search.ts).
   */
  words?: Record<string, readonly string[]>;
  wordGroups?: Record<string, readonly string[]>;
}

/** The table an entity class maps (its @Entity name). */
export function tableOf(entity: Type): string {
  const table = getMetadataArgsStorage().tables.find((args) => args.target === entity);
  if (!table?.name) throw new Error(`${entity.name} is not an @Entity with a table name`);
  return table.name;
}

/** Every entity TypeORM maps, each once, in registry order. */
export function entitiesOf(features: readonly Feature[]): Type[] {
  const all = features.flatMap((feature) => [
    ...(feature.resource ? [feature.resource.entity] : []),
    ...(feature.entities ?? []),
  ]);
  return [...new Set(all)];
}

/** The Nest modules, in registry order (the order routes are matched in). */
export function modulesOf(features: readonly Feature[]): (Type | DynamicModule)[] {
  return features.flatMap((feature) => {
    if (feature.module) return [feature.module];
    return feature.resource ? [resourceModule(feature.resource)] : [];
  });
}

/** The declared resources, in registry order. */
export const resourcesOf = (features: readonly Feature[]): AnyResource[] =>
  features.flatMap((feature) => (feature.resource ? [feature.resource] : []));

export interface WordIndexes {
  /** Columns with their own word index, by table. */
  indexes: Record<string, readonly string[]>;
  /** Columns searched together (one index over all of them), by table. */
  groups: Record<string, readonly string[]>;
}

/** The word indexes the declarations name (the migrations create them). */
export function wordIndexesOf(features: readonly Feature[]): WordIndexes {
  const out: WordIndexes = { indexes: {}, groups: {} };
  for (const feature of features) {
    Object.assign(out.indexes, feature.words);
    Object.assign(out.groups, feature.wordGroups);
    const resource = feature.resource;
    if (!resource) continue;
    const table = tableOf(resource.entity);
    if (resource.words?.length) out.indexes[table] = resource.words;
    if (resource.wordGroup?.length) out.groups[table] = resource.wordGroup;
  }
  return out;
}

/** Paths under /api whose rows visitors may read without a token. */
export const publicReadsOf = (features: readonly Feature[]): string[] =>
  resourcesOf(features)
    .filter((resource) => resource.publicRead || resource.visible?.public !== undefined)
    .map((resource) => resource.path);
