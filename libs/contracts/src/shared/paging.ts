/**
 * Paging. Every list a caller can page follows one convention (docs/decisions/0139-one-paging-convention.md):
 * `limit` and an opaque `cursor` in the query, keyset paging in the service (a `Page`), the gateway answering
 * the items as the JSON array body with a `Link: <…&cursor=…>; rel="next"` header while more remain.
 * Below that, the sitemap's chunks between services (`directory.listSitemapBusinesses`, `pets.listSitemapPosts`).
 */
import { z } from 'zod';
import { invalid } from './errors';
import { queryNumber } from './validation';

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;
export const CURSOR_NOT_VALID = 'This cursor is not valid for this list. Start again from the first page.';
/** A cursor names a list and a few sort keys (a name of up to CURSOR_TEXT_KEY_MAX characters among them); anything longer was not written by us. */
const CURSOR_MAX_LENGTH = 2048;

/** The query fields of every paged route, spread into its query schema. */
export const pageQueryFields = {
  limit: queryNumber('limit', 1, PAGE_LIMIT_MAX, true)
    .transform((limit) => limit ?? PAGE_LIMIT_DEFAULT)
    .meta({ description: `How many items to answer: a whole number from 1 to ${PAGE_LIMIT_MAX} (default ${PAGE_LIMIT_DEFAULT})` }),
  cursor: z
    .string()
    .optional()
    .refine((cursor) => cursor === undefined || (cursor.length <= CURSOR_MAX_LENGTH && /^[A-Za-z0-9_-]+$/.test(cursor)), { error: CURSOR_NOT_VALID })
    .meta({ description: 'Where the page starts: copy it from the `Link: <…>; rel="next"` header of the previous page; omit it for the first page' }),
};

/** The query of a paged route that takes nothing else. */
export const pageQuerySchema = z.object(pageQueryFields);

/** The page size a service uses: the parsed `limit`, or the default for a caller over NATS that sent none (within the same bounds). */
export const pageLimitOf = (limit: number | undefined): number => Math.min(limit ?? PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX);

const SEARCH_MAX = 100;
/** `q` of an admin list's search: one piece of text found, in any case, inside the fields the list names. */
export const substringSearchField = (fields: string) =>
  z
    .string()
    .trim()
    .max(SEARCH_MAX, { error: `q must be at most ${SEARCH_MAX} characters` })
    .optional()
    .transform((q) => (q ? q : undefined))
    .meta({ description: `Text found (any case) inside the ${fields}` });

/** What a service answers for a paged route: one page of items and the cursor of the next (null at the end). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A page's shape, as the service sends it to the gateway (the items are checked by the route's response schema). */
export const pageSchema = z.object({ items: z.array(z.unknown()), nextCursor: z.string().nullable() });

/** A sort key of the last row of a page: a timestamp, id or name (text), a distance (number), or null (a row without one). */
export type CursorKey = string | number | null;
/** What each sort key of a list must be when a cursor comes back. */
export type CursorKeyKind = 'timestamp' | 'uuid' | 'number' | 'number-or-null' | 'text';

/** The longest text sort key (a business name, at most 200 characters as entered) a cursor carries. */
const CURSOR_TEXT_KEY_MAX = 300;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY_CHECKS: Record<CursorKeyKind, (key: unknown) => boolean> = {
  timestamp: (key) => typeof key === 'string' && TIMESTAMP.test(key) && !Number.isNaN(Date.parse(key)),
  uuid: (key) => typeof key === 'string' && UUID.test(key),
  number: (key) => typeof key === 'number' && Number.isFinite(key),
  'number-or-null': (key) => key === null || (typeof key === 'number' && Number.isFinite(key)),
  text: (key) => typeof key === 'string' && key.length <= CURSOR_TEXT_KEY_MAX,
};

/** base64url of UTF-8 text, in the browser and in Node alike. */
function toBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The cursor after a page's last row: base64url of `{"list": …, "after": [sort keys]}`. */
export function encodeCursor(list: string, after: CursorKey[]): string {
  return toBase64Url(JSON.stringify({ list, after }));
}

/**
 * The sort keys a cursor carries, when it was written for `list` and its keys are of `kinds`; otherwise
 * (another list's cursor, a forged or damaged one) a readable 400.
 */
export function decodeCursor(cursor: string, list: string, kinds: readonly CursorKeyKind[]): CursorKey[] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(fromBase64Url(cursor));
  } catch {
    throw invalid(CURSOR_NOT_VALID);
  }
  const { list: named, after } = (decoded ?? {}) as { list?: unknown; after?: unknown };
  const valid = named === list && Array.isArray(after) && after.length === kinds.length && kinds.every((kind, i) => KEY_CHECKS[kind](after[i]));
  if (!valid) throw invalid(CURSOR_NOT_VALID);
  return after as CursorKey[];
}

/**
 * The page of `rows` when the query asked for `limit + 1` of them: the first `limit`, and the cursor
 * after the last of those when the extra row shows that more remain.
 */
export function pageOf<Row, T>(rows: Row[], limit: number, list: string, keysOf: (row: Row) => CursorKey[], toItem: (row: Row) => T): Page<T> {
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return { items: shown.map(toItem), nextCursor: rows.length > limit && last !== undefined ? encodeCursor(list, keysOf(last)) : null };
}

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); beyond that the sitemap is an index of files. */
export const SITEMAP_MAX_URLS = 50_000;
/** Entries asked of a service in one request: about 350 KB of JSON, well inside NATS's 1 MB message limit. */
export const SITEMAP_CHUNK_MAX = 5_000;

const chunkLimitMessage = `limit must be a whole number from 1 to ${SITEMAP_CHUNK_MAX}`;

/** The body of SUBJECTS.directory.listSitemapBusinesses / SUBJECTS.pets.listSitemapPosts (service-to-service, parsed by the service). */
export const sitemapPageRequestSchema = z.object({
  offset: z.number({ error: 'offset must be a whole number of at least 0' }).int().min(0, { error: 'offset must be a whole number of at least 0' }),
  limit: z.number({ error: chunkLimitMessage }).int({ error: chunkLimitMessage }).min(1, { error: chunkLimitMessage }).max(SITEMAP_CHUNK_MAX, { error: chunkLimitMessage }),
});

/** The body of a sitemap page request (an RpcRequest without actor): entries ordered by id, `offset` of them skipped. */
export interface SitemapPageRequest {
  offset: number;
  limit: number;
}

/** One public page a service owns, as a sitemap lists it. */
export interface SitemapEntry {
  id: string;
  updatedAt: string;
}

/** A page of sitemap entries and how many public pages there are in all (so the gateway can page its index). */
export interface SitemapPage {
  total: number;
  entries: SitemapEntry[];
}
