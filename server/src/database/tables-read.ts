import type { EntityMetadata } from 'typeorm';

/** What an answer built from an entity's rows may show besides the entity's own table. */
export interface ReadShape {
  /** The relations loaded with the rows (find's `relations`, nested ones too). */
  relations?: unknown;
  /**
   * Also the tables whose rows point at this one (their foreign keys): an answer that counts or
   * lists them, such as a session's seats left.
   */
  dependents?: boolean;
}

/**
 * The tables an answer made from this entity's rows depends on, from TypeORM's metadata alone
 * (ADR 0016), so that no list of tables is kept by hand and a new entity or relation is covered
 * as soon as it is declared:
 * - the entity's table;
 * - every table reachable through many-to-one and owning one-to-one relations, transitively
 *   (what a row names and a presenter may show: a course's sub-category and its category);
 * - the relations asked for, nested, and every eager relation (find loads those by itself),
 *   with the join tables of many-to-many ones;
 * - with `dependents`, the tables whose foreign keys reference this one.
 * A superset is harmless (an answer is rebuilt a little more often); a missing table is not.
 */
export function tablesRead(metadata: EntityMetadata, shape: ReadShape = {}): string[] {
  const tables = new Set<string>();
  const visit = (meta: EntityMetadata, wanted: unknown) => {
    tables.add(meta.tableName);
    const asked = Object.entries((wanted ?? {}) as Record<string, unknown>).filter(([, v]) => v);
    for (const relation of meta.relations) {
      const nested = asked.find(([name]) => name === relation.propertyName)?.[1];
      const follows =
        nested !== undefined ||
        relation.isEager ||
        relation.isManyToOne ||
        relation.isOneToOneOwner;
      if (!follows) continue;
      if (relation.junctionEntityMetadata) tables.add(relation.junctionEntityMetadata.tableName);
      const target = relation.inverseEntityMetadata;
      // Already visited, and nothing nested asked of it: its closure is in.
      if (tables.has(target.tableName) && typeof nested !== 'object') continue;
      visit(target, typeof nested === 'object' ? nested : undefined);
    }
  };
  visit(metadata, shape.relations);
  if (shape.dependents) {
    for (const other of metadata.connection.entityMetadatas) {
      if (other.foreignKeys.some((key) => key.referencedEntityMetadata === metadata)) {
        tables.add(other.tableName);
      }
    }
  }
  return [...tables].sort();
}
