import { hashString } from '../../shared/hash';
import { activeCounts, markerPosition } from './marker-position';

const pet = (id: string, lastSeenLocation: string) => ({ id, lastSeenLocation });

describe('markerPosition', () => {
  it('is the same for the same location and id, every time', () => {
    const a = markerPosition(pet('4f1c2d3e-0000-4000-8000-000000000001', 'Riverside Park, Austin TX'));
    const b = markerPosition(pet('4f1c2d3e-0000-4000-8000-000000000001', 'Riverside Park, Austin TX'));
    expect(a).toEqual(b);
  });

  it('keeps every marker between 10 % and 79 % both ways', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const { top, left } = markerPosition(pet(`id-${i}-${(i * 7919).toString(16)}`, `Street ${i % 37}, Town ${i % 11}`));
      for (const v of [top, left]) {
        expect(Number.isInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(10);
        expect(v).toBeLessThanOrEqual(79);
      }
      seen.add(`${top},${left}`);
    }
    // Spread over the panel rather than piled up: both ends of the range are reached.
    const tops = [...seen].map((s) => Number(s.split(',')[0]));
    const lefts = [...seen].map((s) => Number(s.split(',')[1]));
    expect(Math.min(...tops)).toBe(10);
    expect(Math.max(...tops)).toBe(79);
    expect(Math.min(...lefts)).toBe(10);
    expect(Math.max(...lefts)).toBe(79);
    expect(seen.size).toBeGreaterThan(1000);
  });

  it('depends on both the location and the id', () => {
    const base = markerPosition(pet('abc', 'Maple Street'));
    const otherId = [1, 2, 3, 4, 5].map((n) => markerPosition(pet(`abc${n}`, 'Maple Street')));
    const otherPlace = [1, 2, 3, 4, 5].map((n) => markerPosition(pet('abc', `Maple Street ${n}`)));
    expect(otherId.some((p) => p.top !== base.top || p.left !== base.left)).toBe(true);
    expect(otherPlace.some((p) => p.top !== base.top || p.left !== base.left)).toBe(true);
  });

  it('copes with a missing location and with hashes at the 32-bit edge', () => {
    const { top, left } = markerPosition({ id: 'x', lastSeenLocation: null });
    expect(top).toBeGreaterThanOrEqual(10);
    expect(left).toBeLessThanOrEqual(79);
    expect(hashString('')).toBe(0);
    expect(hashString('a')).toBe(97);
    expect(hashString('ab')).toBe(97 * 31 + 98);
  });
});

describe('activeCounts', () => {
  it('counts active lost and active found pets only', () => {
    expect(
      activeCounts([
        { type: 'lost', status: 'active' },
        { type: 'lost', status: 'active' },
        { type: 'lost', status: 'resolved' },
        { type: 'found', status: 'active' },
        { type: 'found', status: 'resolved' },
      ]),
    ).toEqual({ lost: 2, found: 1 });
    expect(activeCounts([])).toEqual({ lost: 0, found: 0 });
  });
});
