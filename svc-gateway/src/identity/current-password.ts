import { Injectable } from '@nestjs/common';
import { unauthorized } from '@pawpals/contracts';
import type { FastifyRequest } from 'fastify';
import { KnownBrowsers } from './known-browsers';
import { LoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';
import { UsersRepository } from './users.repository';

/**
 * The signed-in member's password, asked again before a password change, an email change or the
 * account's deletion. Each try counts with the sign-in throttle's failures (same account and address
 * keys), so a stolen session cannot guess the password there without limit, nor get fresh guesses
 * beside the sign-in page's.
 */
@Injectable()
export class CurrentPassword {
  constructor(
    private readonly users: UsersRepository,
    private readonly throttle: LoginThrottle,
    private readonly knownBrowsers: KnownBrowsers,
  ) {}

  /** Whether the password is the member's; a wrong one is counted, and a limit reached is a 429. */
  async matches(req: FastifyRequest, userId: string, password: string): Promise<boolean> {
    const user = await this.users.credentials(userId);
    if (!user) throw unauthorized(); // deleted meanwhile
    // Counted before the password is checked, so parallel guesses cannot outrun the limit.
    const reservation = await this.throttle.reserve({
      account: { userId, email: user.email, firstName: user.firstName },
      address: req.ip ?? 'unknown',
      knownBrowser: await this.knownBrowsers.isKnown(req, userId),
    });
    if (!(await verifyPassword(password, user.passwordHash))) return false;
    await this.throttle.succeeded(reservation);
    return true;
  }
}
