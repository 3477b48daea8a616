import { AsyncLocalStorage } from 'node:async_hooks';

/** The staff member whose request is writing (the audit trail's "who"). */
export interface AuditActor {
  id: number;
  name: string;
  role: number;
  /** Set once the subscriber recorded a row change of this request. */
  recorded?: boolean;
}

const actors = new AsyncLocalStorage<AuditActor>();

/** Runs `work` (a staff write request) with its actor known to everything it awaits. */
export const runAsActor = <T>(actor: AuditActor, work: () => T): T => actors.run(actor, work);

/** The staff member behind the current write, or undefined (a visitor, a user, the seed). */
export const currentActor = (): AuditActor | undefined => actors.getStore();
