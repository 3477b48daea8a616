import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  type EntityManager,
  type EntityMetadata,
  type EntitySubscriberInterface,
  type InsertEvent,
  type RemoveEvent,
  type UpdateEvent,
} from 'typeorm';
import { type AuditActor, currentActor, type RowChange } from './audit-context.js';
import { fieldChanges, type FieldChanges } from './audit-changes.js';
import { type AuditAction, AuditEntry } from '../model/audit-entry.entity.js';
import { nameReferences, subjectOf } from './entry-subject.js';

/** Tables whose writes are bookkeeping, not a staff member's change. */
const NOT_AUDITED = new Set(['audit_log', 'table_versions', 'sessions', 'mail_outbox']);

type Row = Record<string, unknown>;

/**
 * Records every write a staff request makes through entities (save, remove), with the
 * transaction's own manager: the entry commits or rolls back with the write, and a write that
 * fails never gets here. Writes outside a staff request (visitors, the seed) are not recorded.
 *
 * One request is one entry (issue 26 item 13): a pipeline move writes the application and its
 * history row, and staff see one "moved Omar Hassan to Interview". The row the route names is
 * the entry's own; the others are kept as related rows of it.
 */
@Injectable()
export class AuditSubscriber implements EntitySubscriberInterface {
  // Registers itself: the database layer is shared ground and knows no feature.
  constructor(@InjectDataSource() db: DataSource) {
    db.subscribers.push(this);
  }

  afterInsert(event: InsertEvent<unknown>) {
    const entity = event.entity as Row | undefined;
    return this.record(event.manager, event.metadata, 'create', entity?.id, undefined, entity);
  }

  afterUpdate(event: UpdateEvent<unknown>) {
    // Query-builder updates carry no row (and no before): those call sites use save().
    const before = event.databaseEntity as Row | undefined;
    if (!before) return;
    const after = event.entity;
    // The columns TypeORM found changed: a partial save's entity can carry relation ids it
    // never wrote (null), which must not read as a change.
    const changed = event.updatedColumns.map((column) => column.propertyName);
    return this.record(event.manager, event.metadata, 'update', before.id, before, after, changed);
  }

  afterRemove(event: RemoveEvent<unknown>) {
    const before = (event.databaseEntity ?? event.entity) as Row | undefined;
    if (!before) return;
    const id: unknown = event.entityId ?? before.id;
    return this.record(event.manager, event.metadata, 'delete', id, before, undefined);
  }

  private async record(
    manager: EntityManager,
    metadata: EntityMetadata,
    action: AuditAction,
    id: unknown,
    before: Row | undefined,
    after: Row | undefined,
    only?: readonly string[],
  ): Promise<void> {
    const actor = currentActor();
    if (!actor || NOT_AUDITED.has(metadata.tableName)) return;
    const columns = only ?? metadata.columns.map((column) => column.propertyName);
    const changes: FieldChanges = fieldChanges(columns, before, after);
    if (action === 'update' && Object.keys(changes).length === 0) return;
    const recordId = typeof id === 'number' ? id : Number(id);
    const work = async () => {
      // A partial save's entity holds only what it wrote: the name is the stored row's.
      const row = action === 'delete' ? before : { ...before, ...after };
      await nameReferences(manager, metadata, changes);
      (actor.rows ??= []).push({
        resource: metadata.tableName,
        action,
        record_id: Number.isFinite(recordId) ? recordId : null,
        changes,
        subject: await subjectOf(manager, metadata, row),
      });
      await writeEntry(manager, actor);
    };
    const done = (actor.queue ?? Promise.resolve()).then(work);
    actor.queue = done.catch(() => undefined);
    await done;
    actor.recorded = true;
  }
}

/** The row the route names, else the first written. */
const ownRow = (actor: AuditActor): RowChange => {
  const rows = actor.rows ?? [];
  const route = actor.route;
  const named = route
    ? rows.find(
        (row) => row.resource === route.table && (route.id === null || row.record_id === route.id),
      )
    : undefined;
  return named ?? rows[0];
};

/** Writes the request's one entry, or rewrites it with the rows written since. */
async function writeEntry(manager: EntityManager, actor: AuditActor): Promise<void> {
  const own = ownRow(actor);
  const related = (actor.rows ?? [])
    .filter((row) => row !== own)
    .map(({ resource, action, record_id }) => ({ resource, action, record_id }));
  const values = {
    user_id: actor.id,
    user_name: actor.name.slice(0, 191),
    action: own.action,
    resource: own.resource,
    record_id: own.record_id,
    subject: own.subject,
    changes: JSON.stringify(own.changes),
    related: related.length ? JSON.stringify(related) : null,
  };
  const repo = manager.getRepository(AuditEntry);
  // The entry of an earlier transaction of this request that rolled back is gone: write anew.
  if (actor.entryId !== undefined && (await repo.existsBy({ id: actor.entryId }))) {
    await repo.update({ id: actor.entryId }, values);
    return;
  }
  const inserted = await repo.insert(values);
  actor.entryId = Number((inserted.identifiers[0] as { id?: unknown } | undefined)?.id);
}
