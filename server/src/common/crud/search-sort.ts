import type { EntityMetadata, FindOptionsRelations } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

/** The alias of the relation a sort joins (never a name a search condition uses). */
export const SORT_ALIAS = 'sort_by';

/**
 * What a `sort` field orders by: a column of the entity's own table (`row`), or one column of a
 * declared many-to-one relation (`job.title`, joined as SORT_ALIAS).
 */
export interface SortColumn {
  /** The relation to join (`row.job`), when the column is the related row's. */
  join?: string;
  alias: string;
  /** The column's name in the database (quoted by the caller). */
  column: string;
}

/** A column a client may order by: stored and selectable (never `select: false`, a hash). */
const sortable = (column: ColumnMetadata | undefined): column is ColumnMetadata =>
  !!column && column.isSelect && !column.isVirtual;

/**
 * The column `field` names, from the entity's metadata: the whitelist that keeps a client's
 * text out of the SQL. Undefined for anything else (a nested object the API shows, a relation
 * not declared for loading, a typo): the search then keeps its newest-first order.
 */
export function sortColumn(
  metadata: EntityMetadata,
  field: string,
  relations: FindOptionsRelations<object> = {},
): SortColumn | undefined {
  const own = metadata.findColumnWithPropertyPathStrict(field);
  if (sortable(own)) return { alias: 'row', column: own.databaseName };
  const dot = field.indexOf('.');
  if (dot < 0) return undefined;
  const [name, rest] = [field.slice(0, dot), field.slice(dot + 1)];
  if (!(name in relations) || !relations[name as keyof typeof relations]) return undefined;
  const relation = metadata.findRelationWithPropertyPath(name);
  if (!relation || !(relation.isManyToOne || relation.isOneToOneOwner)) return undefined;
  const related = relation.inverseEntityMetadata.findColumnWithPropertyPathStrict(rest);
  if (!sortable(related)) return undefined;
  return { join: `row.${relation.propertyPath}`, alias: SORT_ALIAS, column: related.databaseName };
}
