/**
 * Where sign-in and sign-up send a person back to
 * (docs/decisions/0124-sign-in-returns-you-honest-numbers-and-labels.md): `?returnTo=` on /login and /signup.
 * Only a path of this site is honoured; anything else could bounce a fresh session to another site (an open
 * redirect), so it falls back to the default landing.
 */
export const RETURN_TO_PARAM = 'returnTo';

/** The longest returnTo kept; a longer one is not a page of ours. */
export const RETURN_TO_MAX_LENGTH = 2000;

/** Pages that must never be returned to: the sign-in pages themselves (a loop) and the logout link. */
const NOT_RETURNABLE = /^\/(login|signup|admin\/login|api\/logout)(\/|\?|#|$)/;

/**
 * `value` when it is a same-site path: one leading "/" followed by neither "/" nor "\" (browsers read
 * "//host" and "/\host" as another host), no control characters or spaces (which browsers strip, turning
 * "/\t/evil.com" into "//evil.com"), and no scheme. Otherwise null.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value[1] === '/' || value[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null;
  if (NOT_RETURNABLE.test(value)) return null;
  return value;
}

/** The path to go to after signing in: the validated `returnTo`, else `fallback` (the default landing). */
export function returnPathOr(value: string | null | undefined, fallback: string): string {
  return safeReturnPath(value) ?? fallback;
}

/**
 * `/login?returnTo=<here>` (or /signup, /signup/user …): a link to a sign-in page that comes back to `here`
 * (path + search). The plain page when `here` is not returnable (e.g. already a sign-in page) or is the home
 * page, where a signed-in visitor lands anyway.
 */
export function authPathWithReturn(authPage: string, here: string | null | undefined): string {
  const back = safeReturnPath(here);
  return back && back !== '/' ? `${authPage}?${RETURN_TO_PARAM}=${encodeURIComponent(back)}` : authPage;
}
