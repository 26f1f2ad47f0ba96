// The keyset cursor of libs/nest-common (audit log paging); it lives here, where nest-common's tests run.
import { DomainError } from '@pawpals/contracts';
import { decodeKeysetCursor, encodeKeysetCursor } from '@pawpals/nest-common';

describe('keyset cursors', () => {
  it('carry the (time, id) of a row to the next page', () => {
    const id = '6b0e9a52-56d0-4cf2-a7a4-8f4b9fdc1f0e';
    const cursor = encodeKeysetCursor({ createdAt: new Date('2026-11-27T18:00:00.123Z'), id });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeKeysetCursor(cursor)).toEqual({ createdAt: '2026-11-27T18:00:00.123Z', id });
    expect(decodeKeysetCursor(undefined)).toBeNull();
  });

  it('refuse a cursor they did not make with a readable 400', () => {
    for (const bad of ['not-ours', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('["yesterday","x"]').toString('base64url')]) {
      expect(() => decodeKeysetCursor(bad)).toThrow(DomainError);
      expect(() => decodeKeysetCursor(bad)).toThrow('This page link is not valid; start again from the first page');
    }
  });
});
