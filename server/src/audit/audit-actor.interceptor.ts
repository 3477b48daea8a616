import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Observable } from 'rxjs';
import { STAFF_ROLES } from '../common/access/roles.js';
import type { AuthenticatedRequest } from '../common/decorators/access.decorators.js';
import { runAsActor } from './audit-context.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Makes a staff member's write request known to the audit subscriber: the handler runs (on
 * subscription) inside the actor's async context, so every write it awaits is attributed.
 */
@Injectable()
export class AuditActorInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const user = request.user;
    if (!user || READS.has(request.method) || !STAFF_ROLES.includes(user.role)) {
      return next.handle();
    }
    // The guard puts the User row here; Caller types only what access needs.
    const name = (user as { name?: unknown }).name;
    const actor = { id: user.id, name: typeof name === 'string' ? name : '', role: user.role };
    return new Observable((subscriber) =>
      runAsActor(actor, () => next.handle().subscribe(subscriber)),
    );
  }
}
