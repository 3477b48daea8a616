import { Controller } from '@nestjs/common';
import { CrudController } from '../common/crud/crud.controller.js';
import { Role } from '../users/role.js';
import { CreateUserDto, UpdateUserDto } from './dto/user-admin.dto.js';
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
}
