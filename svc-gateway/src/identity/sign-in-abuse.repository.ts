import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** Failed sign-ins in the window: of the account from this address, of the account, of the address. */
export interface LoginFailureCounts {
  pair: number;
  account: number;
  address: number;
}

/**
 * The abuse limits' tables (login_failures, login_alerts, known_browsers, signup_attempts) and the
 * advisory locks that make their counts exact under parallel requests: SQL only.
 */
@Injectable()
export class SignInAbuseRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Serialises the caller's transaction with every other one that locks the same key, until it ends. */
  async lock(manager: EntityManager, key: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  }

  /** The failures of the window; older rows of these two keys are of no use any more and go. */
  async recentLoginFailures(manager: EntityManager, accountKey: string, address: string, windowMinutes: number): Promise<LoginFailureCounts> {
    await manager.query(
      `DELETE FROM login_failures WHERE (account_key = $1 OR address = $2) AND at <= now() - make_interval(mins => $3)`,
      [accountKey, address, windowMinutes],
    );
    const [row] = await manager.query(
      `SELECT count(*) FILTER (WHERE account_key = $1 AND address = $2)::int AS pair,
              count(*) FILTER (WHERE account_key = $1)::int AS account,
              count(*) FILTER (WHERE address = $2)::int AS address
         FROM login_failures
        WHERE account_key = $1 OR address = $2`,
      [accountKey, address],
    );
    return row as LoginFailureCounts;
  }

  async addLoginFailure(manager: EntityManager, accountKey: string, address: string): Promise<void> {
    await manager.query('INSERT INTO login_failures (account_key, address) VALUES ($1, $2)', [accountKey, address]);
  }

  async forgiveLoginFailures(accountKey: string, address: string): Promise<void> {
    await this.dataSource.query('DELETE FROM login_failures WHERE account_key = $1 AND address = $2', [accountKey, address]);
  }

  /** Failures kept under these account keys (a deleted account's id and the names it was typed by). */
  async deleteLoginFailuresOf(manager: EntityManager, accountKeys: string[]): Promise<void> {
    await manager.query('DELETE FROM login_failures WHERE account_key = ANY($1)', [accountKeys]);
  }

  /** True once per window and account: records the alert when none was given within the window. */
  async firstAlertOfWindow(manager: EntityManager, userId: string, windowMinutes: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO login_alerts (user_id, alerted_at) VALUES ($1, now())
       ON CONFLICT (user_id) DO UPDATE SET alerted_at = now()
        WHERE login_alerts.alerted_at <= now() - make_interval(mins => $2)
       RETURNING user_id`,
      [userId, windowMinutes],
    );
    return rows.length === 1;
  }

  async isKnownBrowser(tokenHash: string, userId: string, withinDays: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM known_browsers WHERE token_hash = $1 AND user_id = $2 AND last_used_at > now() - make_interval(days => $3)`,
      [tokenHash, userId, withinDays],
    );
    return rows.length > 0;
  }

  async rememberBrowser(tokenHash: string, userId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO known_browsers (token_hash, user_id) VALUES ($1, $2)
       ON CONFLICT (token_hash, user_id) DO UPDATE SET last_used_at = now()`,
      [tokenHash, userId],
    );
  }

  /** Sign-ups from the address in the last hour; older rows of the address go. */
  async recentSignups(manager: EntityManager, address: string): Promise<number> {
    await manager.query(`DELETE FROM signup_attempts WHERE address = $1 AND at <= now() - interval '1 hour'`, [address]);
    const [{ recent }] = await manager.query('SELECT count(*)::int AS recent FROM signup_attempts WHERE address = $1', [address]);
    return recent;
  }

  async addSignup(manager: EntityManager, address: string): Promise<void> {
    await manager.query('INSERT INTO signup_attempts (address) VALUES ($1)', [address]);
  }
}
