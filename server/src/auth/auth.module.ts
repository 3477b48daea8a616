import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../model/user.entity.js';
import { UsersService } from './users.service.js';
import { MailModule } from '../mail/mail.module.js';
import { AccountMailLimit } from './account-mail-limit.js';
import { AccountToken } from '../model/account-token.entity.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { Session } from '../model/session.entity.js';
import { SessionsService } from './sessions.service.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, Session, AccountToken]), MailModule],
  controllers: [AuthController, AccountController],
  providers: [AuthService, SessionsService, UsersService, AccountService, AccountMailLimit],
  exports: [SessionsService, UsersService, AccountService],
})
export class AuthModule {}
