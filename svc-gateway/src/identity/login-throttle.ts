import { Injectable } from '@nestjs/common';
import { DomainError, EVENTS } from '@pawpals/contracts';
import { UnitOfWork } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';

export const LOGIN_WINDOW_MINUTES = 15;

export const LOGIN_LIMIT_MESSAGES = {
  tooMany: `Too many failed login attempts. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`,
  protectedAccount:
    'This account is protected after many failed sign-ins. Sign in from a browser you have used before, or reset your password.',
} as const;

/** One sign-in attempt as the throttle sees it. */
export interface LoginAttempt {
  /** The account when it exists (by id, so its username and email count together), else the typed identifier. */
  account: { userId: string; email: string; firstName: string } | { identifier: string };
  /** The client address (Express's req.ip under TRUST_PROXY). */
  address: string;
  /** Whether the request comes from a browser this account signed in from before (see KnownBrowsers). */
  knownBrowser: boolean;
}

/** A counted attempt: it stays a failure unless the password turns out right. */
export interface LoginReservation {
  accountKey: string;
  address: string;
}

interface Counts {
  pair: number;
  account: number;
  address: number;
}

/**
 * Failed logins counted in Postgres (shared by every gateway replica). Each attempt is counted BEFORE
 * its password is checked, under advisory locks on its account and address, so parallel attempts
 * cannot all slip past the limit; a right password then takes its count back.
 *
 * - per account and address (10): the address that keeps failing is stopped, the owner elsewhere is not;
 * - per address (50): one address spraying many accounts;
 * - per account, from browsers that never signed into it (30): an attack spread over many addresses
 *   slows to that many guesses per window; the owner's own browsers still get in with the right
 *   password, and the owner is told once per window (`identity.account_under_attack`, for the
 *   password-reset mail).
 */
@Injectable()
export class LoginThrottle {
  readonly maxPerAccountAndAddress = Number(process.env.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS) || 10;
  readonly maxPerAccount = Number(process.env.LOGIN_MAX_FAILURES_PER_ACCOUNT) || 30;
  readonly maxPerAddress = Number(process.env.LOGIN_MAX_FAILURES_PER_IP) || 50;

  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
  ) {}

  /** Counts the attempt, or refuses it with 429 when a limit is reached. */
  async reserve(attempt: LoginAttempt): Promise<LoginReservation> {
    const accountKey = accountKeyOf(attempt.account);
    const refusal = await this.uow.run(async (manager, events) => {
      // Always account before address (a fixed order, so two attempts never wait on each other crosswise).
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`login:${accountKey}`]);
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`login-address:${attempt.address}`]);
      const counts = await this.recentFailures(manager, accountKey, attempt.address);
      if (counts.pair >= this.maxPerAccountAndAddress || counts.address >= this.maxPerAddress) return LOGIN_LIMIT_MESSAGES.tooMany;
      if (counts.account >= this.maxPerAccount && !attempt.knownBrowser) {
        if ('userId' in attempt.account && (await this.firstAlertOfWindow(manager, attempt.account.userId))) {
          const { userId, email, firstName } = attempt.account;
          events.emit(EVENTS.accountUnderAttack, { userId, email, firstName, failedAttempts: counts.account, windowMinutes: LOGIN_WINDOW_MINUTES });
        }
        return LOGIN_LIMIT_MESSAGES.protectedAccount;
      }
      await manager.query('INSERT INTO login_failures (account_key, address) VALUES ($1, $2)', [accountKey, attempt.address]);
      return null;
    });
    if (refusal) throw new DomainError('rate_limited', refusal);
    return { accountKey, address: attempt.address };
  }

  /** The right password: this account's failures from this address are forgiven (the attempt's own included). */
  async succeeded(reservation: LoginReservation): Promise<void> {
    await this.dataSource.query('DELETE FROM login_failures WHERE account_key = $1 AND address = $2', [reservation.accountKey, reservation.address]);
  }

  private async recentFailures(manager: EntityManager, accountKey: string, address: string): Promise<Counts> {
    // Rows of these two keys older than the window are of no use any more.
    await manager.query(
      `DELETE FROM login_failures WHERE (account_key = $1 OR address = $2) AND at <= now() - make_interval(mins => $3)`,
      [accountKey, address, LOGIN_WINDOW_MINUTES],
    );
    const [row] = await manager.query(
      `SELECT count(*) FILTER (WHERE account_key = $1 AND address = $2)::int AS pair,
              count(*) FILTER (WHERE account_key = $1)::int AS account,
              count(*) FILTER (WHERE address = $2)::int AS address
         FROM login_failures
        WHERE account_key = $1 OR address = $2`,
      [accountKey, address],
    );
    return row as Counts;
  }

  /** True once per window and account: whether the owner is to be told now. */
  private async firstAlertOfWindow(manager: EntityManager, userId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO login_alerts (user_id, alerted_at) VALUES ($1, now())
       ON CONFLICT (user_id) DO UPDATE SET alerted_at = now()
        WHERE login_alerts.alerted_at <= now() - make_interval(mins => $2)
       RETURNING user_id`,
      [userId, LOGIN_WINDOW_MINUTES],
    );
    return rows.length === 1;
  }
}

const accountKeyOf = (account: LoginAttempt['account']) =>
  'userId' in account ? `user:${account.userId}` : `name:${account.identifier.trim().toLowerCase()}`;
