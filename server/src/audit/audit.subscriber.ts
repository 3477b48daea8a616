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
import { currentActor } from './audit-context.js';
import { fieldChanges, type FieldChanges } from './audit-changes.js';
import { type AuditAction, AuditEntry } from './audit-entry.entity.js';

/** Tables whose writes are bookkeeping, not a staff member's change. */
const NOT_AUDITED = new Set(['audit_log', 'table_versions', 'sessions', 'mail_outbox']);

type Row = Record<string, unknown>;

/**
 * Records every write a staff request makes through entities (save, remove), with the
 * transaction's own manager: the entry commits or rolls back with the write, and a write that
 * fails never gets here. Writes outside a staff request (visitors, the seed) are not recorded.
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
    await manager.getRepository(AuditEntry).insert({
      user_id: actor.id,
      user_name: actor.name.slice(0, 191),
      action,
      resource: metadata.tableName,
      record_id: Number.isFinite(recordId) ? recordId : null,
      changes: JSON.stringify(changes),
    });
    actor.recorded = true;
  }
}
