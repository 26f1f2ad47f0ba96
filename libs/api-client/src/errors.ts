/**
 * Any non-OK answer raises an error whose message is "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The `message` field of a JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    return serverMessageOf(this.bodyText);
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new ApiError(res.status, text, `${res.status}: ${text}`);
}

function serverMessageOf(bodyText: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') {
      return (parsed as { message: string }).message;
    }
  } catch {
    /* not JSON */
  }
  return undefined;
}

/**
 * The human part of an error for a failure toast: the server's `message` when the body is JSON,
 * otherwise the text after "<status>: ", otherwise `fallback`.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? (error.bodyText || fallback);
  if (error instanceof Error && error.message) {
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    if (!match) return error.message;
    return serverMessageOf(match[1]) ?? (match[1] || fallback);
  }
  return fallback;
}

/** An error beginning '401:' and containing 'Unauthorized'. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/s.test(error.message);
}
