import { validate } from '../shared/validation';
import { placeSearchSchema } from './validation';

describe('placeSearchSchema limit (1–60, 20 when not a number)', () => {
  const search = (limit: unknown) => validate(placeSearchSchema, { city: 'Miami', state: 'fl', limit });

  it.each([
    [5, 5],
    ['12', 12],
    ['', 20],
    [null, 20],
    ['twelve', 20],
    [[3], 20],
    // A JSON body can carry an object whose toString/valueOf are strings: converting it must not throw.
    [{ toString: "' OR '1'='1", valueOf: 'x' }, 20],
  ])('limit %p → %p', (limit, expected) => {
    expect(search(limit)).toEqual({ ok: true, data: expect.objectContaining({ limit: expected, state: 'FL' }) });
  });

  it.each([0, 61, 2.5, '100'])('limit %p is refused with a readable message', (limit) => {
    const result = search(limit);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0].message).toMatch(/Results limit must be/);
  });
});
