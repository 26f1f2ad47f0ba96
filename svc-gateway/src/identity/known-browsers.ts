import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { isSecure, setCookie } from '../edge/http/cookies';

export const KNOWN_BROWSER_COOKIE = 'pawpals.device';
const KNOWN_BROWSER_DAYS = 180;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function browserTokenOf(req: FastifyRequest): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === KNOWN_BROWSER_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[\w-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * Browsers an account has signed in from ("device cookies"): a random 256-bit token in an httpOnly
 * cookie, its SHA-256 stored with each account that signed in with it. While an account is under a
 * spread-out guessing attack, only these browsers may still try its password.
 */
@Injectable()
export class KnownBrowsers {
  constructor(private readonly dataSource: DataSource) {}

  async isKnown(req: FastifyRequest, userId: string): Promise<boolean> {
    const token = browserTokenOf(req);
    if (!token) return false;
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM known_browsers WHERE token_hash = $1 AND user_id = $2 AND last_used_at > now() - make_interval(days => $3)`,
      [hashToken(token), userId, KNOWN_BROWSER_DAYS],
    );
    return rows.length > 0;
  }

  /** After a successful sign-in or sign-up: this browser is now known to the account. */
  async remember(req: FastifyRequest, res: FastifyReply, userId: string): Promise<void> {
    const token = browserTokenOf(req) ?? randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO known_browsers (token_hash, user_id) VALUES ($1, $2)
       ON CONFLICT (token_hash, user_id) DO UPDATE SET last_used_at = now()`,
      [hashToken(token), userId],
    );
    setCookie(res, KNOWN_BROWSER_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(req) || process.env.COOKIE_SECURE === '1',
      path: '/api',
      maxAge: KNOWN_BROWSER_DAYS * 24 * 3600 * 1000,
    });
  }
}
