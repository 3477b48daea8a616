import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import type { AuditActor } from './audit-context.js';
import { AuditEntry } from '../model/audit-entry.entity.js';
import { subjectOf } from './entry-subject.js';

/** Body fields never written to the trail. */
const SECRET = /password|token|secret/i;
const MAX_VALUE = 500;

const shown = (value: unknown): unknown => {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  } catch {
    // Nested past the stack, or cyclic: the trail keeps that something was sent.
    text = '(not shown)';
  }
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
};

/**
 * The table and record a route names: `/api/job-requests/:id/stage` with id 4 → job_requests 4
 * (the table of a resource is its path with underscores).
 */
export function routeTarget(request: Request): { table: string; id: number | null } {
  const route = (request.route as { path?: string } | undefined)?.path ?? request.path;
  const table = (route.replace(/^\/api\//, '').split('/')[0] ?? '').replace(/-/g, '_');
  const id = Number((request.params as Record<string, string | undefined> | undefined)?.id);
  return { table, id: Number.isSafeInteger(id) && id > 0 ? id : null };
}

/**
 * The trail's entry for a staff write that changed no row through an entity (issue 24 item 5):
 * a revocation, an expiry, attendance or a "Send again" written by a query builder, or an action
 * that only calls out (a refund request). Which route, which record, and the fields sent.
 */
export async function recordRequest(
  manager: EntityManager,
  actor: AuditActor,
  request: Request,
): Promise<void> {
  const route = (request.route as { path?: string } | undefined)?.path ?? request.path;
  const { table, id } = routeTarget(request);
  // The table the route writes, when one is named so: its record's name reads in the sentence.
  const metadata = manager.connection.entityMetadatas.find((meta) => meta.tableName === table);
  const resource = metadata ? table : route.replace(/^\/api\//, '').split('/')[0] || 'api';
  const row =
    metadata && id !== null
      ? ((await manager
          .getRepository<Record<string, unknown>>(metadata.target)
          .findOneBy({ id })) ?? undefined)
      : undefined;
  const changes: Record<string, { before: unknown; after: unknown }> = {
    request: { before: null, after: `${request.method} ${route}` },
  };
  const body: unknown = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
      if (!SECRET.test(field)) changes[field] = { before: null, after: shown(value) };
    }
  }
  await manager.getRepository(AuditEntry).insert({
    user_id: actor.id,
    user_name: actor.name.slice(0, 191),
    action: request.method === 'DELETE' ? 'delete' : 'update',
    resource: resource.slice(0, 64),
    record_id: id,
    subject: metadata ? await subjectOf(manager, metadata, row) : null,
    changes: JSON.stringify(changes),
  });
}
