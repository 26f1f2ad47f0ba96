import { Injectable } from '@nestjs/common';
import { DomainError } from '@pawpals/contracts';
import { DataSource } from 'typeorm';

const WINDOW_MINUTES = 15;

/**
 * Failed logins counted in Postgres (shared by every gateway replica), per client IP and per account.
 * The account limit stops guessing one password from many IPs; the IP limit stops spraying many accounts.
 */
@Injectable()
export class LoginThrottle {
  readonly maxPerAccount = Number(process.env.LOGIN_MAX_FAILURES_PER_ACCOUNT) || 10;
  readonly maxPerIp = Number(process.env.LOGIN_MAX_FAILURES_PER_IP) || 50;

  constructor(private readonly dataSource: DataSource) {}

  async assertAllowed(ip: string, account: string): Promise<void> {
    const [row] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE key = $1)::int AS ip, count(*) FILTER (WHERE key = $2)::int AS account
         FROM login_failures
        WHERE key IN ($1, $2) AND at > now() - make_interval(mins => $3)`,
      [ipKey(ip), accountKey(account), WINDOW_MINUTES],
    );
    if (row.ip >= this.maxPerIp || row.account >= this.maxPerAccount) {
      throw new DomainError(
        'rate_limited',
        `Too many failed login attempts. Please wait ${WINDOW_MINUTES} minutes and try again.`,
      );
    }
  }

  async recordFailure(ip: string, account: string): Promise<void> {
    await this.dataSource.query('INSERT INTO login_failures (key) VALUES ($1), ($2)', [ipKey(ip), accountKey(account)]);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.dataSource.query('DELETE FROM login_failures WHERE key = $1', [accountKey(account)]);
  }
}

const ipKey = (ip: string) => `ip:${ip}`;
const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;
