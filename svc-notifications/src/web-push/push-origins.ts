/**
 * The push services the server may POST to (docs/decisions/0142-web-push.md): a subscription's endpoint
 * is an address the browser gave, so only https: endpoints on these origins are stored or sent to; the
 * server is never made to call an address of someone's choosing.
 */

/** Chrome/Android, Firefox, Edge/Windows (one host per region: a wildcard) and Safari/Apple. */
export const DEFAULT_PUSH_SERVICE_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.notify.windows.com',
  'https://web.push.apple.com',
] as const;

/** One allowed origin: an exact https origin, or `https://*.<domain>` (one or more labels before the domain, default port). */
interface AllowedOrigin {
  exact?: string;
  /** `.notify.windows.com` for `https://*.notify.windows.com`. */
  suffix?: string;
}

export class PushServiceOrigins {
  private readonly allowed: AllowedOrigin[];

  constructor(origins: readonly string[]) {
    this.allowed = origins.map(parseAllowed);
  }

  /** PUSH_SERVICE_ORIGINS (comma-separated), else the public push services. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): PushServiceOrigins {
    const configured = (env.PUSH_SERVICE_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
    return new PushServiceOrigins(configured.length ? configured : DEFAULT_PUSH_SERVICE_ORIGINS);
  }

  /** The endpoint's origin when it is an https: URL (no credentials) on an allowed push service, else null. */
  originOf(endpoint: string): string | null {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    const origin = url.origin;
    const allowed = this.allowed.some((a) =>
      a.exact ? a.exact === origin : !url.port && url.hostname.endsWith(a.suffix!) && url.hostname.length > a.suffix!.length,
    );
    return allowed ? origin : null;
  }
}

function parseAllowed(origin: string): AllowedOrigin {
  const wildcard = /^https:\/\/\*(\.[a-z0-9-]+(?:\.[a-z0-9-]+)+)$/i.exec(origin);
  if (wildcard) return { suffix: wildcard[1].toLowerCase() };
  const url = new URL(origin);
  const host = /^[a-z0-9.-]+$/.test(url.hostname) || /^\[[0-9a-f:.]+\]$/.test(url.hostname);
  if (url.protocol !== 'https:' || !host || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`PUSH_SERVICE_ORIGINS: ${origin} is not an https origin (https://host[:port], or https://*.domain.tld for any host under domain.tld)`);
  }
  return { exact: url.origin };
}
