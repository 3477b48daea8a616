import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ValidationFailed } from '../common/http/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { inTransaction } from '../database/transaction.js';
import { mailLocaleOf, sitePage } from '../mail/mail-locale.js';
import { Outbox } from '../mail/outbox.js';
import { User } from '../model/user.entity.js';
import { resetMail, verifyMail } from './account-mails.js';
import { AccountMailLimit } from './account-mail-limit.js';
import { consumeAccountToken, issueAccountToken, retireAccountTokens } from './account-tokens.js';
import { tooManyRequests } from '../common/throttle/rate-limit.js';
import type { ForgotPasswordDto, ResetPasswordDto, VerifyEmailDto } from './dto/account.dto.js';
import { INVALID_LINK } from './dto/account.dto.js';
import { hashPassword } from '../common/access/password.js';
import { SessionsService } from './sessions.service.js';

/** The one answer to "forgot password", whether or not an account uses the address. */
export const FORGOT_ANSWER =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.';
const GONE = 'This link has expired or was already used. Please ask for a new one.';

/**
 * "Forgot password" answers no sooner than this, known address or not (issue 24 item 8): a known
 * one costs a token, an outbox row and a transaction (a few ms), an unknown one nothing, and the
 * difference told them apart. The floor is well above the known path's time, even under load.
 */
export const FORGOT_ANSWER_FLOOR_MS = 250;

/**
 * Account recovery and email verification (DECISIONS 16, issue 14 item 3): single-use links by
 * mail through the outbox, each written in the transaction of the event that asks for it.
 */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: Outbox,
    private readonly sessions: SessionsService,
    private readonly limit: AccountMailLimit,
  ) {}

  /**
   * Same answer, same status, whether the address is known or not; a known one gets a link
   * (while its hour's mail budget lasts). Only the link proves anything.
   */
  async forgot(input: ForgotPasswordDto): Promise<{ message: string }> {
    const answerAt = Date.now() + FORGOT_ANSWER_FLOOR_MS;
    const user = await this.db.getRepository(User).findOneBy({ email: input.email });
    if (user && (await this.limit.take(`reset:${user.id}`))) {
      await inTransaction(this.db, async (manager) => {
        const token = await issueAccountToken(manager, user.id, 'reset');
        const url = sitePage(
          this.config.publicUrl,
          mailLocaleOf(user),
          `/reset-password?token=${token}`,
        );
        await this.outbox.enqueue(manager, resetMail(user, url));
      });
    }
    const wait = answerAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return { message: FORGOT_ANSWER };
  }

  /**
   * A new password by a reset link: the link is spent, the password set and every session of
   * the user ended, together. The link came by mail, so it also confirms the address.
   */
  async reset(input: ResetPasswordDto): Promise<{ message: string }> {
    if (input.password !== input.password_confirmation) {
      throw new ValidationFailed('The password confirmation does not match', {
        password_confirmation: 'The password confirmation does not match',
      });
    }
    // Hashing is slow (argon2id): before the transaction, not holding it.
    const passwordHash = await hashPassword(input.password);
    await inTransaction(this.db, async (manager) => {
      const userId = await consumeAccountToken(manager, input.token, 'reset', {
        invalid: INVALID_LINK,
        gone: GONE,
      });
      const users = manager.getRepository(User);
      const user = await users.findOneByOrFail({ id: userId });
      // The link was mailed to this very address: an email change retires every outstanding
      // link (addressChanged), so a live reset link proves the current address.
      await users.update(userId, {
        passwordHash,
        email_verified_at: user.email_verified_at ?? new Date(),
      });
      await this.sessions.revokeAllOf(userId, undefined, manager);
    });
    return { message: 'Your password has been changed. Please sign in with your new password.' };
  }

  async verify(input: VerifyEmailDto): Promise<{ message: string }> {
    await inTransaction(this.db, async (manager) => {
      const userId = await consumeAccountToken(manager, input.token, 'verify', {
        invalid: INVALID_LINK,
        gone: GONE,
      });
      const users = manager.getRepository(User);
      const user = await users.findOneByOrFail({ id: userId });
      if (!user.email_verified_at) await users.update(userId, { email_verified_at: new Date() });
    });
    return { message: 'Thank you, your email address is confirmed.' };
  }

  /** "Send again" of the banner (signed in). */
  async resendVerification(user: User): Promise<{ message: string }> {
    if (user.email_verified_at) return { message: 'Your email address is already confirmed.' };
    if (!(await this.limit.take(`verify:${user.id}`))) {
      return {
        message: 'We have sent you several links in the last hour: please check your mail.',
      };
    }
    await inTransaction(this.db, (manager) => this.sendVerification(manager, user));
    return { message: `We have sent a new link to ${user.email}. It works for 24 hours.` };
  }

  /**
   * Before a user's own email change: the confirmation mail it sends counts on the account's
   * hourly mail budget (issue 24 item 3), and past it the change is refused, with nothing saved.
   */
  async assertMayMailNewAddress(userId: number): Promise<void> {
    if (!(await this.limit.take(`verify:${userId}`))) {
      throw tooManyRequests(
        'You have changed your email address several times in the last hour; please try again later.',
      );
    }
  }

  /**
   * In the transaction that changes a user's email: every link mailed to the old address stops
   * working (issue 24 item 2), and a user's own new address gets its confirmation link.
   */
  async addressChanged(manager: EntityManager, user: User, reverify: boolean): Promise<void> {
    await retireAccountTokens(manager, user.id);
    if (reverify) await this.sendVerification(manager, user);
  }

  /** Writes a verification link mail in the caller's transaction (registration, resend). */
  async sendVerification(manager: EntityManager, user: User): Promise<void> {
    const token = await issueAccountToken(manager, user.id, 'verify');
    const url = sitePage(this.config.publicUrl, mailLocaleOf(user), `/verify-email?token=${token}`);
    await this.outbox.enqueue(manager, verifyMail(user, url));
  }
}
