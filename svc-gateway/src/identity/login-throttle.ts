import { Injectable } from '@nestjs/common';
import { DomainError, EVENTS } from '@pawpals/contracts';
import { UnitOfWork } from '@pawpals/nest-common';
import { SignInAbuseRepository } from './sign-in-abuse.repository';

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
    private readonly abuse: SignInAbuseRepository,
    private readonly uow: UnitOfWork,
  ) {}

  /** Counts the attempt, or refuses it with 429 when a limit is reached. */
  async reserve(attempt: LoginAttempt): Promise<LoginReservation> {
    const accountKey = accountKeyOf(attempt.account);
    const refusal = await this.uow.run(async (manager, events) => {
      // Always account before address (a fixed order, so two attempts never wait on each other crosswise).
      await this.abuse.lock(manager, `login:${accountKey}`);
      await this.abuse.lock(manager, `login-address:${attempt.address}`);
      const counts = await this.abuse.recentLoginFailures(manager, accountKey, attempt.address, LOGIN_WINDOW_MINUTES);
      if (counts.pair >= this.maxPerAccountAndAddress || counts.address >= this.maxPerAddress) return LOGIN_LIMIT_MESSAGES.tooMany;
      if (counts.account >= this.maxPerAccount && !attempt.knownBrowser) {
        if ('userId' in attempt.account && (await this.abuse.firstAlertOfWindow(manager, attempt.account.userId, LOGIN_WINDOW_MINUTES))) {
          const { userId, email, firstName } = attempt.account;
          events.emit(EVENTS.accountUnderAttack, { userId, email, firstName, failedAttempts: counts.account, windowMinutes: LOGIN_WINDOW_MINUTES });
        }
        return LOGIN_LIMIT_MESSAGES.protectedAccount;
      }
      await this.abuse.addLoginFailure(manager, accountKey, attempt.address);
      return null;
    });
    if (refusal) throw new DomainError('rate_limited', refusal);
    return { accountKey, address: attempt.address };
  }

  /** The right password: this account's failures from this address are forgiven (the attempt's own included). */
  async succeeded(reservation: LoginReservation): Promise<void> {
    await this.abuse.forgiveLoginFailures(reservation.accountKey, reservation.address);
  }
}

const accountKeyOf = (account: LoginAttempt['account']) =>
  'userId' in account ? `user:${account.userId}` : `name:${account.identifier.trim().toLowerCase()}`;
