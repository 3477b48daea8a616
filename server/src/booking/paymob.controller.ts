import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser, Public } from '../common/decorators/access.decorators.js';
import { RateLimited } from '../common/throttle/rate-limit.js';
import { User } from '../model/user.entity.js';
import { InitiatePaymentDto } from './dto/initiate-payment.dto.js';
import { PaymentOutcomeService } from './payment-outcome.service.js';
import { CheckoutService } from './checkout.service.js';

@Controller('paymob')
export class PaymobController {
  constructor(
    private readonly payments: CheckoutService,
    private readonly outcomes: PaymentOutcomeService,
  ) {}

  /** The checkout form: creates the order and answers where the buyer pays. */
  @Post('initiate-payment')
  @HttpCode(200)
  @RateLimited('forms')
  initiate(@CurrentUser() user: User, @Body() body: InitiatePaymentDto) {
    return this.payments.initiate(user, body);
  }

  /** Transaction processed (Paymob's server): 200 only once the result is committed. */
  @Post('callback')
  @Public()
  @HttpCode(200)
  callback(@Query('hmac') hmac: unknown, @Body() body: Record<string, unknown>) {
    return this.payments.handleCallback(hmac, body);
  }

  /** Transaction response (the buyer's browser): records it too, then shows the result page. */
  @Get('response')
  @Public()
  async response(@Query() query: Record<string, unknown>, @Res() res: Response) {
    res.redirect(302, await this.payments.handleResponse(query));
  }

  /** The buyer's own order: pending, paid, declined or expired. */
  @Get('orders/:reference')
  order(@Param('reference') reference: string, @CurrentUser() user: User) {
    return this.payments.orderStatus(user, reference);
  }

  /**
   * Public on purpose (issue 15 item 6): the result page for a return without a session. It
   * answers the status and the course, never the buyer or the amount; the default rate limit
   * of anonymous routes applies.
   */
  @Get('outcome/:reference')
  @Public()
  outcome(@Param('reference') reference: string) {
    return this.outcomes.byReference(reference);
  }
}
