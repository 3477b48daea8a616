import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { RefundDto } from './booking.dto.js';
import { RefundsService } from './refunds.service.js';
import { CurrentUser, Roles } from '../common/decorators/access.decorators.js';
import { PageQuery } from '../common/crud/page-query.dto.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { Role, STAFF_ROLES } from '../common/access/roles.js';
import { User } from '../model/user.entity.js';
import { PaymentTransactionsService } from './payment-transactions.service.js';

/**
 * Payments for staff, in the list conventions of the other resources; the one write is a
 * refund through Paymob (role 2001).
 */
@Controller('paymob/transactions')
@Roles(STAFF_ROLES)
export class PaymentTransactionsController {
  constructor(
    private readonly transactions: PaymentTransactionsService,
    private readonly refunds: RefundsService,
  ) {}

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

  /**
   * Refunds all that is left (or `amount_cents` of it) through Paymob: the row reads "Refund
   * requested" until Paymob's refund callback arrives, then "Refunded" / "Partly refunded".
   */
  @Post(':id/refund')
  @HttpCode(200)
  @Roles([Role.SuperAdmin])
  async refund(
    @Param('id', IdPipe) id: number,
    @Body() body: RefundDto,
    @CurrentUser() user: User,
  ) {
    await this.refunds.request(id, body.amount_cents, { id: user.id }, 'Refunded by staff');
    return this.transactions.get(id);
  }
}
