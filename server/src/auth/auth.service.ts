import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { inTransaction } from '../database/transaction.js';
import { AccountService } from './account.service.js';
import { ValidationFailed } from '../common/http/api-error.js';
import { LoginFailures } from '../common/throttle/login-failures.js';
import { toPublicUser, type User } from '../model/user.entity.js';
import { UsersService } from './users.service.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import { spendVerifyTime, verifyPassword } from '../common/access/password.js';
import { SessionsService } from './sessions.service.js';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly failures: LoginFailures,
    private readonly account: AccountService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async register(input: RegisterDto) {
    if (input.password !== input.password_confirmation) {
      throw new ValidationFailed('The password confirmation does not match', {
        password_confirmation: 'The password confirmation does not match',
      });
    }
    // The account and its verification mail are written together.
    const user = await inTransaction(this.db, async (manager) => {
      const created = await this.users.create({ ...input, verified: false }, manager);
      await this.account.sendVerification(manager, created);
      return created;
    });
    return this.signIn(user);
  }

  /**
   * Failures count per target account and client address (DECISIONS 24, ADR 0002), by email
   * and phone alike; an unknown identifier counts the same way, so a lock-out never tells which
   * accounts exist. `address` is the client's rate-limit address key.
   */
  async login(input: LoginDto, address: string) {
    const user = await this.users.findForLogin(input.email_or_phone);
    const account = user ? `user:${user.id}` : `unknown:${input.email_or_phone.toLowerCase()}`;
    await this.failures.assertAllowed(account, address);
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await spendVerifyTime(input.password).then(() => false);
    if (!user || !valid) {
      await this.failures.countFailure(account, address);
      throw new UnauthorizedException('Wrong email or password');
    }
    return this.signIn(user);
  }

  logout(sessionId: number) {
    return this.sessions.revoke(sessionId);
  }

  private async signIn(user: User) {
    const { token, expiresAt } = await this.sessions.issue(user);
    return { data: { token, expires_at: expiresAt, user: toPublicUser(user) } };
  }
}
