import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, Public } from '../common/decorators/access.decorators.js';
import { RateLimited } from '../common/throttle/rate-limit.js';
import { User } from '../model/user.entity.js';
import { AccountService } from './account.service.js';
import { ForgotPasswordDto, ResetPasswordDto, VerifyEmailDto } from './dto/account.dto.js';

/** Forgot password, reset by link, email verification (issue 14 item 3). */
@Controller()
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Post('password/forgot')
  @Public()
  @HttpCode(200)
  @RateLimited('auth')
  @Header('Cache-Control', 'no-store')
  forgot(@Body() body: ForgotPasswordDto) {
    return this.account.forgot(body);
  }

  @Post('password/reset')
  @Public()
  @HttpCode(200)
  @RateLimited('auth')
  @Header('Cache-Control', 'no-store')
  reset(@Body() body: ResetPasswordDto) {
    return this.account.reset(body);
  }

  @Post('email/verify')
  @Public()
  @HttpCode(200)
  @RateLimited('auth')
  verify(@Body() body: VerifyEmailDto) {
    return this.account.verify(body);
  }

  @Post('email/verification-mail')
  @HttpCode(200)
  @RateLimited('auth')
  resend(@CurrentUser() user: User) {
    return this.account.resendVerification(user);
  }
}
