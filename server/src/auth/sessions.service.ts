import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { User } from '../users/user.entity.js';
import { Session } from './session.entity.js';

export const SESSION_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class SessionsService {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  /** Issues an opaque token; only its hash is stored. */
  async issue(user: User): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
    await this.sessions.insert({ userId: user.id, tokenHash: hashToken(token), expiresAt });
    // Housekeeping: expired sessions of this user are useless.
    await this.sessions.delete({ userId: user.id, expiresAt: LessThan(new Date()) });
    return { token, expiresAt };
  }

  async findActive(token: string): Promise<{ user: User; sessionId: number } | undefined> {
    const session = await this.sessions.findOne({
      where: { tokenHash: hashToken(token) },
      relations: { user: true },
    });
    if (!session || !session.user || session.expiresAt.getTime() <= Date.now()) return undefined;
    return { user: session.user, sessionId: session.id };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.sessions.delete({ id: sessionId });
  }

  async revokeAllOf(userId: number, exceptSessionId?: number): Promise<void> {
    const query = this.sessions
      .createQueryBuilder()
      .delete()
      .where('user_id = :userId', { userId });
    if (exceptSessionId) query.andWhere('id <> :exceptSessionId', { exceptSessionId });
    await query.execute();
  }
}
