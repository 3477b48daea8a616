import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import type { AuditActor } from './audit-context.js';
import { AuditEntry } from './audit-entry.entity.js';

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
  const resource = route.replace(/^\/api\//, '').split('/')[0] || 'api';
  const id = Number((request.params as Record<string, string | undefined>).id);
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
    record_id: Number.isSafeInteger(id) ? id : null,
    changes: JSON.stringify(changes),
  });
}
