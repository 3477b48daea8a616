import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Roles } from '../common/decorators/access.decorators.js';
import { PageQuery } from '../common/crud/page-query.dto.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { STAFF_ROLES } from '../users/role.js';
import { PaymentTransactionsService } from './payment-transactions.service.js';

/** Payments for staff, in the list conventions of the other resources; nothing is writable. */
@Controller('paymob/transactions')
@Roles(STAFF_ROLES)
export class PaymentTransactionsController {
  constructor(private readonly transactions: PaymentTransactionsService) {}

  @Get()
  list(@Query() query: PageQuery) {
    if (query.page === undefined && query.limit === undefined) return this.transactions.list();
    return this.transactions.page(query.page ?? 1, query.limit ?? 10);
  }

  /** `email`/`first_name` text, plus `course_id`, `status` (success|failed|refund_due), `from`, `to`. */
  @Post('search')
  @HttpCode(200)
  search(@Query() params: Record<string, unknown>) {
    return this.transactions.search(params);
  }

  @Get(':id')
  get(@Param('id', IdPipe) id: number) {
    return this.transactions.get(id);
  }
}
