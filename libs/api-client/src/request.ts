import { throwIfResNotOk } from './errors';
import { pageLanguageHeader } from './language';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Extra request headers of one call (e.g. an `Idempotency-Key`, docs/decisions/0089-idempotency-key.md). */
export type RequestHeaders = Record<string, string>;

/** One call with cookies, in the page's language; a body goes as JSON. Throws "<status>: <body>" on a non-OK answer. */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown, headers: RequestHeaders = {}): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(data !== undefined ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' }),
      ...pageLanguageHeader(),
      ...headers,
    },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest, then the JSON answer (null for an empty body). */
export async function apiJson<T>(method: HttpMethod, url: string, data?: unknown, headers?: RequestHeaders): Promise<T> {
  const res = await apiRequest(method, url, data, headers);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}
