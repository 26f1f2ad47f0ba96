import { Injectable } from '@nestjs/common';
import type { AccountType, Locale } from '@pawpals/contracts';
import { returnedRows } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserEntity } from './user.entity';

/** Every column of an account but its password hash, named as UserEntity names them. */
const USER_COLUMNS = `id, first_name AS "firstName", last_name AS "lastName", username, email, account_type AS "accountType",
  profile_image_url AS "profileImageUrl", email_verified_at AS "emailVerifiedAt", created_at AS "createdAt", locale`;

/** Who a mail about the account goes to. */
export interface AccountRecipient {
  id: string;
  firstName: string;
  email: string;
  /** The language their mails are written in. */
  locale: Locale;
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  passwordHash: string;
  accountType: AccountType;
  locale: Locale;
}

/** The users table: SQL only. */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, account: NewAccount): Promise<UserEntity> {
    const [user] = await manager.query(
      `INSERT INTO users (first_name, last_name, username, email, password_hash, account_type, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${USER_COLUMNS}`,
      [account.firstName, account.lastName, account.username, account.email, account.passwordHash, account.accountType, account.locale],
    );
    return user;
  }

  /** Whether the email and the username are taken (each compared without case). */
  async taken(email: string, username: string): Promise<{ email: boolean; username: boolean }[]> {
    return this.dataSource.query(
      `SELECT lower(email) = lower($1) AS email, lower(username) = lower($2) AS username
         FROM users WHERE lower(email) = lower($1) OR lower(username) = lower($2)`,
      [email, username],
    );
  }

  /** The account signing in by its email or username (any case), with its password hash. */
  async withPasswordByLogin(identifier: string): Promise<(UserEntity & { passwordHash: string }) | undefined> {
    const [user] = await this.dataSource.query(
      `SELECT ${USER_COLUMNS}, password_hash AS "passwordHash" FROM users
        WHERE lower(email) = lower($1) OR lower(username) = lower($1) LIMIT 1`,
      [identifier],
    );
    return user;
  }

  async byUsername(manager: EntityManager, username: string): Promise<UserEntity | undefined> {
    const [user] = await manager.query(`SELECT ${USER_COLUMNS} FROM users WHERE lower(username) = lower($1) LIMIT 1`, [username]);
    return user;
  }

  /** The member's email, first name and password hash, for the current-password check. */
  async credentials(userId: string): Promise<{ email: string; firstName: string; passwordHash: string; locale: Locale } | undefined> {
    const [user] = await this.dataSource.query(
      'SELECT email, first_name AS "firstName", password_hash AS "passwordHash", locale FROM users WHERE id = $1',
      [userId],
    );
    return user;
  }

  /** The member's language (English for an account that is gone). */
  async localeOf(manager: EntityManager, userId: string): Promise<Locale> {
    const [row] = await manager.query('SELECT locale FROM users WHERE id = $1', [userId]);
    return row?.locale ?? 'en';
  }

  async exists(manager: EntityManager, userId: string): Promise<boolean> {
    const [account] = await manager.query('SELECT 1 FROM users WHERE id = $1', [userId]);
    return Boolean(account);
  }

  /** The account's mail recipient, its row locked until the transaction ends. */
  async lockRecipient(manager: EntityManager, userId: string): Promise<(AccountRecipient & { verified: boolean }) | undefined> {
    const [user] = await manager.query(
      `SELECT id, first_name AS "firstName", email, locale, email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    return user;
  }

  /** The account using this email (any case), its row locked until the transaction ends. */
  async lockRecipientByEmail(manager: EntityManager, email: string): Promise<AccountRecipient | undefined> {
    const [user] = await manager.query(`SELECT id, first_name AS "firstName", email, locale FROM users WHERE lower(email) = lower($1) FOR UPDATE`, [email]);
    return user;
  }

  /** The account using this email, given in lower case. */
  async recipientByLowerEmail(manager: EntityManager, email: string): Promise<AccountRecipient | undefined> {
    const [user] = await manager.query('SELECT id, first_name AS "firstName", email, locale FROM users WHERE lower(email) = $1', [email]);
    return user;
  }

  /** Only the fields given change (`photo` undefined keeps the photo, null removes it). */
  async updateProfile(
    manager: EntityManager,
    userId: string,
    fields: { firstName?: string; lastName?: string; photo?: string | null; locale?: Locale },
  ): Promise<UserEntity> {
    const [user] = returnedRows<UserEntity>(
      await manager.query(
        `UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
                profile_image_url = CASE WHEN $4 THEN $5 ELSE profile_image_url END, locale = coalesce($6, locale)
          WHERE id = $1 RETURNING ${USER_COLUMNS}`,
        [userId, fields.firstName ?? null, fields.lastName ?? null, fields.photo !== undefined, fields.photo ?? null, fields.locale ?? null],
      ),
    );
    return user;
  }

  async setPassword(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await manager.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
  }

  /** The deployment's super admin: a new password, and a new email when one is configured. */
  async setAdminCredentials(manager: EntityManager, userId: string, passwordHash: string, email?: string): Promise<void> {
    await manager.query('UPDATE users SET password_hash = $2, email = coalesce($3, email) WHERE id = $1', [userId, passwordHash, email ?? null]);
  }

  /**
   * A reset link's new password; the address the link went to counts as verified when it is still the
   * account's. Says whether that made the address newly verified.
   */
  async resetPassword(manager: EntityManager, userId: string, passwordHash: string, mailedTo: string): Promise<UserEntity & { newlyVerified: boolean }> {
    const [user] = returnedRows<UserEntity & { newlyVerified: boolean }>(
      await manager.query(
        `UPDATE users u SET password_hash = $2,
                email_verified_at = CASE WHEN lower(u.email) = lower($3) THEN coalesce(u.email_verified_at, now()) ELSE u.email_verified_at END
           FROM users old
          WHERE u.id = $1 AND old.id = u.id
          RETURNING u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.username, u.email, u.account_type AS "accountType",
                    u.profile_image_url AS "profileImageUrl", u.email_verified_at AS "emailVerifiedAt", u.locale,
                    (old.email_verified_at IS NULL AND u.email_verified_at IS NOT NULL) AS "newlyVerified"`,
        [userId, passwordHash, mailedTo],
      ),
    );
    return user;
  }

  /** A confirmed change of address: the new one is not verified by anything else yet. */
  async setEmail(manager: EntityManager, userId: string, email: string): Promise<void> {
    await manager.query('UPDATE users SET email = $2, email_verified_at = NULL WHERE id = $1', [userId, email]);
  }

  /** True when the address was not verified before. */
  async markEmailVerified(manager: EntityManager, userId: string): Promise<boolean> {
    const verified = returnedRows(
      await manager.query('UPDATE users SET email_verified_at = now() WHERE id = $1 AND email_verified_at IS NULL RETURNING id', [userId]),
    );
    return verified.length > 0;
  }

  /** Sessions, known browsers and login alerts go with the row (ON DELETE CASCADE). */
  async delete(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM users WHERE id = $1', [userId]);
  }
}
