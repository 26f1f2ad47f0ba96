import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CookieOptions {
  httpOnly?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
  path?: string;
  /** Milliseconds, as the cookie's Max-Age (seconds) and Expires. */
  maxAge?: number;
}

function serialise(name: string, value: string, options: CookieOptions, expires: Date): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge / 1000)}`);
  parts.push(`Path=${options.path ?? '/'}`, `Expires=${expires.toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite) parts.push(`SameSite=${options.sameSite[0].toUpperCase()}${options.sameSite.slice(1)}`);
  return parts.join('; ');
}

/** Adds a Set-Cookie header (several may be set on one answer). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  reply.header('Set-Cookie', serialise(name, value, options, new Date(Date.now() + (options.maxAge ?? 0))));
}

/** Tells the browser to forget the cookie (same path and flags as when it was set). */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  reply.header('Set-Cookie', serialise(name, '', { ...options, maxAge: undefined }, new Date(0)));
}

/** Whether the request came over TLS (directly, or through a trusted proxy's X-Forwarded-Proto). */
export const isSecure = (req: FastifyRequest) => req.protocol === 'https';

/** The request's path without its query string (not decoded), like Express's req.path. */
export const pathOf = (req: FastifyRequest) => {
  const q = req.url.indexOf('?');
  return q === -1 ? req.url : req.url.slice(0, q);
};
