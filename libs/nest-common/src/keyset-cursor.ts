import { invalid } from '@pawpals/contracts';

/** Where a newest-first keyset page ends: the (time, id) of its last row. */
export interface KeysetPosition {
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An opaque `cursor` for the page after this row (base64url, so it travels in a query string as is). */
export function encodeKeysetCursor(position: { createdAt: Date | string; id: string }): string {
  const createdAt = new Date(position.createdAt).toISOString();
  return Buffer.from(JSON.stringify([createdAt, position.id])).toString('base64url');
}

/** The position a `cursor` names; a cursor we did not make is a readable 400. */
export function decodeKeysetCursor(cursor: string | undefined): KeysetPosition | null {
  if (!cursor) return null;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt)) && typeof id === 'string' && UUID.test(id)) return { createdAt, id };
  } catch {
    // falls through to the readable refusal
  }
  throw invalid('This page link is not valid; start again from the first page');
}
