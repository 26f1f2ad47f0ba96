import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, isSecure, setCookie, type CookieOptions } from '../edge/http/cookies';
import { LiveStreams } from '../edge/live/live-streams';
import { SessionsRepository } from './sessions.repository';
import type { UserEntity } from './user.entity';

export const SESSION_COOKIE = 'pawpals.sid';
const SESSION_DAYS = 14;

/** The signed-in user of a request, attached by the session middleware. */
export interface AuthContext {
  sessionIdHash: string;
  user: UserEntity;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

/** Reads only our cookie from the header: the one value every request needs, without parsing the rest. */
export function sessionIdOf(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return value && value.length <= 100 ? value : undefined;
    }
  }
  return undefined;
}

/**
 * Server-side sessions in Postgres. The cookie holds a random 256-bit id; the table holds only its
 * hash, so a database leak yields no usable cookies. Expiry slides with use. Whatever ends sessions
 * also closes their live streams, on every gateway replica (closeEndedStreams).
 */
@Injectable()
export class SessionStore {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly streams: LiveStreams,
  ) {}

  /** Starts a fresh session (a new id every time: login rotates, never reuses). */
  async start(req: FastifyRequest, res: FastifyReply, userId: string): Promise<void> {
    const previous = sessionIdOf(req);
    if (previous) await this.endById(previous);
    const id = randomBytes(32).toString('base64url');
    await this.sessions.insert(hashId(id), userId, SESSION_DAYS, req.ip ?? null, (req.headers['user-agent'] ?? '').slice(0, 300));
    setCookie(res, SESSION_COOKIE, id, { ...cookieOptions(req), maxAge: SESSION_DAYS * 24 * 3600 * 1000 });
    res.header('Cache-Control', 'no-store');
  }

  async resolve(req: FastifyRequest): Promise<AuthContext | undefined> {
    const id = sessionIdOf(req);
    if (!id) return undefined;
    const idHash = hashId(id);
    const row = await this.sessions.userOf(idHash);
    if (!row) return undefined;
    const { lastSeenAt, ...user } = row;
    // Slide the expiry at most once an hour, not on every request.
    if (Date.now() - new Date(lastSeenAt).getTime() > 3600_000) {
      await this.sessions.touch(idHash, SESSION_DAYS);
    }
    return { sessionIdHash: idHash, user: user as UserEntity };
  }

  async end(req: FastifyRequest, res: FastifyReply): Promise<void> {
    const id = sessionIdOf(req);
    if (id) await this.endById(id);
    clearCookie(res, SESSION_COOKIE, cookieOptions(req));
  }

  /** Ends every session of the user (all devices), including the current one. */
  async endAll(req: FastifyRequest, res: FastifyReply, userId: string): Promise<number> {
    const ended = await this.endEverySession(userId);
    clearCookie(res, SESSION_COOKIE, cookieOptions(req));
    return ended;
  }

  /**
   * Ends every session of the member and closes their live streams on every gateway replica within
   * moments: what "log out everywhere" does, and what a suspension (identity.user_suspended) must do.
   * Idempotent, so an event consumer may run it again. Returns how many sessions it ended.
   */
  async endEverySession(userId: string): Promise<number> {
    const ended = await this.sessions.deleteOfUser(userId);
    this.closeEndedStreams(userId);
    return ended;
  }

  /**
   * After a commit that deleted sessions of the member (password change or reset, account deletion):
   * every replica closes the member's live streams whose session is gone.
   */
  closeEndedStreams(userId: string): void {
    this.streams.announceEnded(userId);
  }

  private async endById(id: string): Promise<void> {
    for (const { userId } of await this.sessions.delete(hashId(id))) this.closeEndedStreams(userId);
  }

  async pruneExpired(): Promise<void> {
    await this.sessions.deleteExpired();
  }
}

function cookieOptions(req: FastifyRequest): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(req) || process.env.COOKIE_SECURE === '1',
    path: '/',
  };
}
