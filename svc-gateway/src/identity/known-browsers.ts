import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecure, setCookie } from '../edge/http/cookies';
import { SignInAbuseRepository } from './sign-in-abuse.repository';

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
  constructor(private readonly abuse: SignInAbuseRepository) {}

  async isKnown(req: FastifyRequest, userId: string): Promise<boolean> {
    const token = browserTokenOf(req);
    if (!token) return false;
    return this.abuse.isKnownBrowser(hashToken(token), userId, KNOWN_BROWSER_DAYS);
  }

  /** After a successful sign-in or sign-up: this browser is now known to the account. */
  async remember(req: FastifyRequest, res: FastifyReply, userId: string): Promise<void> {
    const token = browserTokenOf(req) ?? randomBytes(32).toString('base64url');
    await this.abuse.rememberBrowser(hashToken(token), userId);
    setCookie(res, KNOWN_BROWSER_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(req) || process.env.COOKIE_SECURE === '1',
      path: '/api',
      maxAge: KNOWN_BROWSER_DAYS * 24 * 3600 * 1000,
    });
  }
}
