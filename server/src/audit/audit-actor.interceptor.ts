import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { concatMap, from, map, Observable } from 'rxjs';
import type { DataSource } from 'typeorm';
import { STAFF_ROLES } from '../common/access/roles.js';
import type { AuthenticatedRequest } from '../common/decorators/access.decorators.js';
import { type AuditActor, runAsActor } from './audit-context.js';
import { recordRequest, routeTarget } from './request-entry.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A search is a read sent by POST (its terms in the body): nothing to record. */
const SEARCH = /\/search$/;

/**
 * Makes a staff member's write request known to the audit subscriber: the handler runs (on
 * subscription) inside the actor's async context, so every write it awaits is attributed. A
 * successful staff write that changed no row through an entity (a query-builder update, a call
 * to the payment provider) still leaves one entry, for the request itself: no staff write goes
 * unrecorded, whichever way a service writes.
 */
@Injectable()
export class AuditActorInterceptor implements NestInterceptor {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const user = request.user;
    if (
      !user ||
      READS.has(request.method) ||
      SEARCH.test(request.path) ||
      !STAFF_ROLES.includes(user.role)
    ) {
      return next.handle();
    }
    // The guard puts the User row here; Principal types only what access needs.
    const name = (user as { name?: unknown }).name;
    const actor: AuditActor = {
      id: user.id,
      name: typeof name === 'string' ? name : '',
      role: user.role,
      route: routeTarget(request),
    };
    const handled = new Observable((subscriber) =>
      runAsActor(actor, () => next.handle().subscribe(subscriber)),
    );
    return handled.pipe(
      concatMap((value) =>
        actor.recorded
          ? [value]
          : from(recordRequest(this.db.manager, actor, request)).pipe(map(() => value)),
      ),
    );
  }
}
