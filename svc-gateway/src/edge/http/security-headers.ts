import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once: none of them depends on the request, so every answer gets the same
 * frozen list instead of running helmet's middleware chain per request (bench/RESULTS.md "Hop tax").
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return Object.freeze(headers);
}

/** Sets helmet's headers (see helmetHeaders) on every answer; a handler may still override one. */
export function securityHeaders(options: Readonly<HelmetOptions>): onRequestHookHandler {
  const headers = helmetHeaders(options);
  return (_req, reply, done) => {
    reply.headers(headers);
    done();
  };
}
