import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Caller, RoleCode } from '../access/roles.js';

/** Open to anyone; a valid Bearer token still identifies the caller. */
export const Public = Reflector.createDecorator<boolean>({ transform: () => true });

/** Only these roles (the caller must be signed in). */
export const Roles = Reflector.createDecorator<RoleCode[]>();

export interface AuthenticatedRequest extends Request {
  user?: Caller;
  sessionId?: number;
  /**
   * The session the front door already read for this request's token (null: none is active), so
   * that IdentifyGuard does not read it again. Undefined when the front door did not look.
   */
  identifiedOnArrival?: Identified | null;
}

/** A signed-in caller as their session was found, with that session's id. */
export interface Identified {
  user: Caller;
  sessionId: number;
}

/** The signed-in user (undefined on public routes without a token). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().user;
});
