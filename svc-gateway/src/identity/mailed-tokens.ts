import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** The secret of a mailed link: 256 random bits in the link, only its SHA-256 in the database. */
export function newMailedToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashMailedToken(token) };
}

export const hashMailedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Every pending email-change link of the account stops working (but the one being opened, when given):
 * a newer request, a new password or a confirmed change overtakes them, so an address someone chose
 * earlier can never come back.
 */
export async function voidEmailChangeLinks(manager: EntityManager, userId: string, openedTokenHash = ''): Promise<void> {
  await manager.query(
    `UPDATE email_verifications SET expires_at = now()
      WHERE user_id = $1 AND purpose = 'change' AND used_at IS NULL AND expires_at > now() AND token_hash <> $2`,
    [userId, openedTokenHash],
  );
}

/** Every open password-reset link of the account is spent: a new password or a changed email overtakes them. */
export async function voidResetLinks(manager: EntityManager, userId: string): Promise<void> {
  await manager.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}
