import { Controller, Get } from '@nestjs/common';
import { CurrentUser } from '../common/decorators/access.decorators.js';
import { User } from '../model/user.entity.js';
import { PurchasesService } from './purchases.service.js';

@Controller('user/courses')
export class PurchasesController {
  constructor(private readonly purchases: PurchasesService) {}

  @Get()
  list(@CurrentUser() user: User) {
    return this.purchases.coursesOf(user.id);
  }
}
