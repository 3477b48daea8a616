import { Body, Controller, Get, Header, HttpCode, Post, Req } from '@nestjs/common';
import {
  type AuthenticatedRequest,
  CurrentUser,
  Public,
} from '../common/decorators/access.decorators.js';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { RateLimited } from '../common/throttle/rate-limit.js';
import { toPublicUser, User } from '../model/user.entity.js';
import { AuthService } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @Public()
  @RateLimited('auth')
  @Header('Cache-Control', 'no-store')
  register(@Body() body: RegisterDto) {
    return this.auth.register(body);
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @RateLimited('auth')
  @Header('Cache-Control', 'no-store')
  login(@Body() body: LoginDto, @Req() request: Request) {
    return this.auth.login(body, ipKeyGenerator(request.ip ?? 'unknown'));
  }

  @Get('logout')
  async logout(@Req() request: AuthenticatedRequest) {
    await this.auth.logout(request.sessionId!);
    return { message: 'Logged out' };
  }

  @Get('user')
  user(@CurrentUser() user: User) {
    return toPublicUser(user);
  }
}
