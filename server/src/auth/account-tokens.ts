import { createHash, randomBytes } from 'node:crypto';
import { HttpException, HttpStatus } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { ValidationFailed } from '../common/http/api-error.js';
import { AccountToken, type AccountTokenPurpose } from '../model/account-token.entity.js';

/** How long a mailed link works (issue 14 item 3). */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  reset: 60 * 60_000,
  verify: 24 * 60 * 60_000,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 410 Gone: the link was real, but it was used or it expired. */
export class LinkGone extends HttpException {
  constructor(message: string) {
    super({ message }, HttpStatus.GONE);
  }
}

/**
 * Issues a new link for a user and purpose, inside the caller's transaction: the earlier
 * unused links of that purpose stop working (only the newest mail counts).
 */
export async function issueAccountToken(
  manager: EntityManager,
  userId: number,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<string> {
  const tokens = manager.getRepository(AccountToken);
  await tokens.update({ user_id: userId, purpose, used_at: IsNull() }, { used_at: now });
  const token = randomBytes(32).toString('base64url');
  await tokens.insert({
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    used_at: null,
  });
  return token;
}

/**
 * Every unused link of a user stops working, inside the caller's transaction: after an email
 * change no link mailed to the old address may reset the password or confirm the new address.
 */
export async function retireAccountTokens(manager: EntityManager, userId: number): Promise<void> {
  await manager
    .getRepository(AccountToken)
    .update({ user_id: userId, used_at: IsNull() }, { used_at: new Date() });
}

/**
 * Spends a link, inside the caller's transaction, and returns its user's id. Unknown or
 * malformed: 422; used or expired: 410. Spent by a conditional UPDATE, so two requests racing
 * with one link cannot both succeed.
 */
export async function consumeAccountToken(
  manager: EntityManager,
  token: string,
  purpose: AccountTokenPurpose,
  messages: { invalid: string; gone: string },
): Promise<number> {
  const tokens = manager.getRepository(AccountToken);
  const found = /^[\w-]{20,100}$/.test(token)
    ? await tokens.findOneBy({ token_hash: hashToken(token), purpose })
    : null;
  if (!found) throw new ValidationFailed(messages.invalid, { token: messages.invalid });
  const now = new Date();
  if (found.used_at || found.expires_at.getTime() <= now.getTime()) {
    throw new LinkGone(messages.gone);
  }
  const spent = await tokens.update({ id: found.id, used_at: IsNull() }, { used_at: now });
  if (spent.affected !== 1) throw new LinkGone(messages.gone);
  return found.user_id;
}
