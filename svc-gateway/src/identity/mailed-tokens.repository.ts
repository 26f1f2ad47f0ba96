import { Injectable } from '@nestjs/common';
import type { Locale } from '@pawpals/contracts';
import { returnedRows } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';

/** An open verification link, with the account it belongs to. */
export interface VerificationRow {
  userId: string;
  email: string;
  purpose: 'verify' | 'change';
  used: boolean;
  currentEmail: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  locale: Locale;
}

/** The mailed links' tables (email_verifications, password_resets), each link by the hash of its token: SQL only. */
@Injectable()
export class MailedTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insertVerification(manager: EntityManager, tokenHash: string, userId: string, email: string, purpose: 'verify' | 'change', validHours: number): Promise<void> {
    await manager.query(
      `INSERT INTO email_verifications (token_hash, user_id, email, purpose, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
      [tokenHash, userId, email, purpose, validHours],
    );
  }

  /** A change request recorded void from the start (it counts towards the hourly limit, and no link works). */
  async insertVoidEmailChange(manager: EntityManager, tokenHash: string, userId: string, email: string): Promise<void> {
    await manager.query(
      `INSERT INTO email_verifications (token_hash, user_id, email, purpose, expires_at) VALUES ($1, $2, $3, 'change', now())`,
      [tokenHash, userId, email],
    );
  }

  async verificationsInLastHour(manager: EntityManager, userId: string): Promise<number> {
    const [{ recent }]: { recent: number }[] = await manager.query(
      `SELECT count(*)::int AS recent FROM email_verifications WHERE user_id = $1 AND created_at > now() - interval '1 hour'`,
      [userId],
    );
    return recent;
  }

  /** The unexpired link (used or not) and its account, locked until the transaction ends. */
  async lockVerification(manager: EntityManager, tokenHash: string): Promise<VerificationRow | undefined> {
    const [row] = await manager.query(
      `SELECT v.user_id AS "userId", v.email, v.purpose, v.used_at IS NOT NULL AS used, u.email AS "currentEmail",
              u.first_name AS "firstName", u.last_name AS "lastName", u.profile_image_url AS "profileImageUrl", u.locale
         FROM email_verifications v JOIN users u ON u.id = v.user_id
        WHERE v.token_hash = $1 AND v.expires_at > now()
        FOR UPDATE`,
      [tokenHash],
    );
    return row;
  }

  async markVerificationUsed(manager: EntityManager, tokenHash: string): Promise<void> {
    await manager.query('UPDATE email_verifications SET used_at = coalesce(used_at, now()) WHERE token_hash = $1', [tokenHash]);
  }

  /** Every pending email-change link of the account expires now, but the one being opened (when given). */
  async voidEmailChangeLinks(manager: EntityManager, userId: string, openedTokenHash = ''): Promise<void> {
    await manager.query(
      `UPDATE email_verifications SET expires_at = now()
        WHERE user_id = $1 AND purpose = 'change' AND used_at IS NULL AND expires_at > now() AND token_hash <> $2`,
      [userId, openedTokenHash],
    );
  }

  async insertReset(manager: EntityManager, tokenHash: string, userId: string, email: string, validMinutes: number): Promise<void> {
    await manager.query(
      `INSERT INTO password_resets (token_hash, user_id, email, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
      [tokenHash, userId, email, validMinutes],
    );
  }

  async resetsInLastHour(manager: EntityManager, userId: string): Promise<number> {
    const [{ recent }]: { recent: number }[] = await manager.query(
      `SELECT count(*)::int AS recent FROM password_resets WHERE user_id = $1 AND created_at > now() - interval '1 hour'`,
      [userId],
    );
    return recent;
  }

  async isResetOpen(tokenHash: string): Promise<boolean> {
    const [open] = await this.dataSource.query('SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()', [tokenHash]);
    return Boolean(open);
  }

  /** Spends an open reset link; the account and the address it was mailed to, or undefined when it was not open. */
  async spendReset(manager: EntityManager, tokenHash: string): Promise<{ userId: string; email: string } | undefined> {
    const [reset] = returnedRows<{ userId: string; email: string }>(
      await manager.query(
        `UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id AS "userId", email`,
        [tokenHash],
      ),
    );
    return reset;
  }

  /** Every open password-reset link of the account is spent. */
  async voidResetLinks(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  }
}
