import { Controller, ForbiddenException, Get, Query } from '@nestjs/common';
import { CrudController } from '../common/crud/crud.controller.js';
import { PageQuery } from '../common/crud/page-query.dto.js';
import { CurrentUser, Roles } from '../common/decorators/access.decorators.js';
import { Role } from '../common/access/roles.js';
import { CreateUserDto, UpdateUserDto } from './dto/user-admin.dto.js';
import type { User } from '../model/user.entity.js';
import { UsersAdminService } from './users-admin.service.js';

/** User management is the top role's; anyone signed in may update their own row. */
@Controller('users')
export class UsersController extends CrudController({
  staff: [Role.SuperAdmin],
  create: CreateUserDto,
  update: UpdateUserDto,
  selfUpdate: true,
}) {
  constructor(protected readonly service: UsersAdminService) {
    super();
  }

  /**
   * Role 1996 may read the bare list as `[{id, name}]` (the certificate form picks a recipient
   * there; DECISIONS 20); paged lists and everything else about users stay 2001's.
   */
  @Get()
  @Roles([Role.SuperAdmin, Role.Admin])
  override async list(@Query() query: PageQuery, @CurrentUser() user: User) {
    if (user.role === Role.SuperAdmin) return super.list(query, user);
    if (query.page !== undefined || query.limit !== undefined) {
      throw new ForbiddenException('You do not have permission to do this');
    }
    return this.service.names();
  }
}
