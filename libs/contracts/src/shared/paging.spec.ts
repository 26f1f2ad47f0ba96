import { DomainError } from './errors';
import { CURSOR_NOT_VALID, decodeCursor, encodeCursor, pageOf, pageQueryFields } from './paging';
import { z } from 'zod';

const KEYS = ['timestamp', 'uuid'] as const;
const ID = '0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e';
const AT = '2026-11-27T22:31:07.123456Z';

const refusal = (cursor: string, list = 'board', kinds: readonly Parameters<typeof decodeCursor>[2][number][] = KEYS) => {
  try {
    decodeCursor(cursor, list, kinds);
  } catch (error) {
    return error instanceof DomainError ? { code: error.code, message: error.message } : error;
  }
  return 'accepted';
};

describe('the cursor codec', () => {
  it('gives back the sort keys it was given, for the same list, as URL-safe text', () => {
    const cursor = encodeCursor('board', [AT, ID]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 'board', KEYS)).toEqual([AT, ID]);
    const near = encodeCursor('near', [1.25, AT, ID]);
    expect(decodeCursor(near, 'near', ['number-or-null', 'timestamp', 'uuid'])).toEqual([1.25, AT, ID]);
    expect(decodeCursor(encodeCursor('near', [null, AT, ID]), 'near', ['number-or-null', 'timestamp', 'uuid'])).toEqual([null, AT, ID]);
    expect(decodeCursor(encodeCursor('ünïcode', [AT, ID]), 'ünïcode', KEYS)).toEqual([AT, ID]);
    // A name as a sort key, at its longest and in any script, still fits a cursor the query accepts.
    const name = 'ça'.repeat(150);
    const byName = encodeCursor('businesses:name', [name, ID]);
    expect(decodeCursor(byName, 'businesses:name', ['text', 'uuid'])).toEqual([name, ID]);
    expect(z.object(pageQueryFields).safeParse({ cursor: byName }).success).toBe(true);
  });

  it('refuses a text key that is not text or longer than any name', () => {
    const invalid = { code: 'validation', message: CURSOR_NOT_VALID };
    expect(refusal(encodeCursor('businesses:name', [42, ID]), 'businesses:name', ['text', 'uuid'])).toEqual(invalid);
    expect(refusal(encodeCursor('businesses:name', ['a'.repeat(301), ID]), 'businesses:name', ['text', 'uuid'])).toEqual(invalid);
  });

  it("refuses, readably, another list's cursor and anything forged or damaged", () => {
    const invalid = { code: 'validation', message: CURSOR_NOT_VALID };
    expect(refusal(encodeCursor('reviews', [AT, ID]))).toEqual(invalid);
    expect(refusal(encodeCursor('board', [AT]))).toEqual(invalid);
    expect(refusal(encodeCursor('board', [ID, AT]))).toEqual(invalid);
    expect(refusal(encodeCursor('board', ['2026-13-45T99:00:00Z', ID]))).toEqual(invalid);
    expect(refusal(encodeCursor('board', [AT, "x' OR 1=1 --"]))).toEqual(invalid);
    expect(refusal(encodeCursor('near', [null, AT, ID]), 'near', ['number', 'timestamp', 'uuid'])).toEqual(invalid);
    expect(refusal('not-a-cursor')).toEqual(invalid);
    expect(refusal('')).toEqual(invalid);
    expect(refusal(btoa('[1,2]'))).toEqual(invalid);
    expect(refusal(btoa('null'))).toEqual(invalid);
    expect(refusal(encodeCursor('board', [AT, ID]).slice(0, -3))).toEqual(invalid);
  });
});

describe('pageOf', () => {
  const rows = [1, 2, 3, 4, 5].map((n) => ({ n, at: AT, id: ID }));
  it('answers `limit` items and a cursor after the last one while the extra row shows more remain', () => {
    const page = pageOf(rows.slice(0, 3), 2, 'board', (row) => [row.at, row.id], (row) => row.n);
    expect(page.items).toEqual([1, 2]);
    expect(decodeCursor(page.nextCursor!, 'board', KEYS)).toEqual([AT, ID]);
  });
  it('answers no cursor on the last page', () => {
    expect(pageOf(rows.slice(0, 2), 2, 'board', (row) => [row.at, row.id], (row) => row.n)).toEqual({ items: [1, 2], nextCursor: null });
    expect(pageOf([], 2, 'board', () => [], (row) => row)).toEqual({ items: [], nextCursor: null });
  });
});

describe('the paging query', () => {
  const query = z.object(pageQueryFields);
  const message = (input: Record<string, string>) => query.safeParse(input).error?.issues[0]?.message;
  it('takes 50 by default and a whole number from 1 to 100', () => {
    expect(query.parse({})).toEqual({ limit: 50 });
    expect(query.parse({ limit: '1', cursor: 'abc_-9' })).toEqual({ limit: 1, cursor: 'abc_-9' });
    expect(query.parse({ limit: '100' }).limit).toBe(100);
  });
  it('refuses any other limit, and a cursor with characters no cursor has, readably', () => {
    for (const limit of ['0', '101', 'abc', '2.5', '-1']) expect(message({ limit })).toBe('limit must be a whole number from 1 to 100');
    expect(message({ cursor: 'a b' })).toBe(CURSOR_NOT_VALID);
    expect(message({ cursor: 'a'.repeat(2049) })).toBe(CURSOR_NOT_VALID);
  });
});
