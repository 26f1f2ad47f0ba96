import { fitInReply } from './businesses.service';

describe('fitInReply', () => {
  it('keeps a listing that fits whole', () => {
    const rows = [{ a: 'x' }, { a: 'y' }];
    expect(fitInReply(rows, 1000)).toEqual(rows);
  });

  it('cuts a listing, in order, before it outgrows the reply budget', () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ i, text: 'x'.repeat(100) }));
    const kept = fitInReply(rows, 500);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(rows.slice(0, kept.length));
    expect(Buffer.byteLength(JSON.stringify(kept))).toBeLessThanOrEqual(500);
    expect(Buffer.byteLength(JSON.stringify(rows.slice(0, kept.length + 1)))).toBeGreaterThan(500);
  });
});
