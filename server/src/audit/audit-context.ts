import { AsyncLocalStorage } from 'node:async_hooks';
import type { FieldChanges } from './audit-changes.js';
import type { AuditAction } from '../model/audit-entry.entity.js';

/** One row a staff request wrote, as the trail keeps it. */
export interface RowChange {
  resource: string;
  action: AuditAction;
  record_id: number | null;
  changes: FieldChanges;
  subject: string | null;
}

/** The staff member whose request is writing (the audit trail's "who"). */
export interface AuditActor {
  id: number;
  name: string;
  role: number;
  /** Set once the subscriber recorded a row change of this request. */
  recorded?: boolean;
  /**
   * The table and record the request's route names (`POST /api/job-requests/4/stage` →
   * job_requests 4): that row's change is the entry's own, other rows it wrote are related.
   */
  route?: { table: string; id: number | null };
  /** The rows written so far: one request, one entry (issue 26 item 13). */
  rows?: RowChange[];
  /** The request's entry, once written. */
  entryId?: number;
  /** Row events of one request are recorded one after another (they share the entry). */
  queue?: Promise<void>;
}

const actors = new AsyncLocalStorage<AuditActor>();

/** Runs `work` (a staff write request) with its actor known to everything it awaits. */
export const runAsActor = <T>(actor: AuditActor, work: () => T): T => actors.run(actor, work);

/** The staff member behind the current write, or undefined (a visitor, a user, the seed). */
export const currentActor = (): AuditActor | undefined => actors.getStore();
