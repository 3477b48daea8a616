import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SessionsService } from './sessions.service.js';
import {
  type AuthenticatedRequest,
  Public,
  Roles,
} from '../common/decorators/access.decorators.js';

/**
 * First global guard: identifies the caller by the Bearer header only (never by cookie,
 * DECISIONS 4) and refuses nothing. The rate limit that follows counts a signed-in caller by
 * account (DECISIONS 24); AuthGuard then applies @Public / @Roles.
 */
@Injectable()
export class IdentifyGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) return true;
    const found = await this.sessions.findActive(token);
    if (found) {
      request.user = found.user;
      request.sessionId = found.sessionId;
    }
    return true;
  }
}

/**
 * Last global guard: applies @Public / @Roles to the caller IdentifyGuard found. Routes without
 * @Public need a signed-in user.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride(Public, targets) ?? false;
    const roles = this.reflector.getAllAndOverride(Roles, targets);
    if (isPublic && !roles) return true;
    if (!request.user) throw new UnauthorizedException('Unauthenticated');
    if (roles && !roles.includes(request.user.role)) {
      throw new ForbiddenException('You do not have permission to do this');
    }
    return true;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header ?? '');
  return match?.[1];
}
