import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, LessThan, Repository } from 'typeorm';
import { User } from '../model/user.entity.js';
import { Session } from '../model/session.entity.js';

export const SESSION_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The session each signed-in request came with, keyed by the user object the guard loaded for
 * that request (one object per request). Services receive the acting user, not the request, and
 * "end every other session" (DECISIONS 16) needs to know which one is this.
 */
const sessionOfActor = new WeakMap<User, number>();

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
    // One query on every signed-in request: findOne with a relation would make it two (a
    // DISTINCT id query first, for its LIMIT 1); the token hash is unique anyway.
    const session = await this.sessions
      .createQueryBuilder('session')
      .innerJoinAndSelect('session.user', 'user')
      .where('session.token_hash = :hash', { hash: hashToken(token) })
      .getOne();
    if (!session || !session.user || session.expiresAt.getTime() <= Date.now()) return undefined;
    sessionOfActor.set(session.user, session.id);
    return { user: session.user, sessionId: session.id };
  }

  /** The session the request acting as `user` was signed in with (see sessionOfActor). */
  currentSessionOf(user: User): number | undefined {
    return sessionOfActor.get(user);
  }

  async revoke(sessionId: number): Promise<void> {
    await this.sessions.delete({ id: sessionId });
  }

  /** Ends every session of a user but one; inside the caller's transaction when given. */
  async revokeAllOf(
    userId: number,
    exceptSessionId?: number,
    manager?: EntityManager,
  ): Promise<void> {
    const query = (manager?.getRepository(Session) ?? this.sessions)
      .createQueryBuilder()
      .delete()
      .where('user_id = :userId', { userId });
    if (exceptSessionId) query.andWhere('id <> :exceptSessionId', { exceptSessionId });
    await query.execute();
  }
}
