import { isIP } from 'node:net';
import { Injectable } from '@nestjs/common';
import { DomainError } from '@pawpals/contracts';
import { DataSource } from 'typeorm';
import { SignInAbuseRepository } from './sign-in-abuse.repository';

export const SIGNUP_LIMIT_MESSAGE = 'Too many sign-ups from your network. Please try again in an hour.';

/** The machine itself (operator scripts, demo seeding, a proxy that forwards no address). */
function isLoopback(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

/**
 * Sign-ups per client address and hour, counted in Postgres under an advisory lock (shared by every
 * gateway replica, exact under parallel requests). Every valid attempt counts, also one refused as a
 * taken email or username, so the 409 cannot be used to probe for accounts in bulk.
 */
@Injectable()
export class SignupLimit {
  readonly maxPerAddressPerHour = Number(process.env.SIGNUP_MAX_PER_ADDRESS) || 10;

  constructor(
    private readonly dataSource: DataSource,
    private readonly abuse: SignInAbuseRepository,
  ) {}

  async count(address: string): Promise<void> {
    if (isLoopback(address)) return;
    const allowed = await this.dataSource.transaction(async (manager) => {
      await this.abuse.lock(manager, `signup-address:${address}`);
      if ((await this.abuse.recentSignups(manager, address)) >= this.maxPerAddressPerHour) return false;
      await this.abuse.addSignup(manager, address);
      return true;
    });
    if (!allowed) throw new DomainError('rate_limited', SIGNUP_LIMIT_MESSAGE);
  }
}
