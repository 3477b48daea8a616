import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Principal, RoleCode } from '../access/roles.js';

/** Open to anyone; a valid Bearer token still identifies the caller. */
export const Public = Reflector.createDecorator<boolean>({ transform: () => true });

/** Only these roles (the caller must be signed in). */
export const Roles = Reflector.createDecorator<RoleCode[]>();

export interface AuthenticatedRequest extends Request {
  user?: Principal;
  sessionId?: number;
}

/** The signed-in user (undefined on public routes without a token). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().user;
});
