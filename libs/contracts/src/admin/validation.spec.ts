import { validate } from '../shared/validation';
import { parkedEventId, parseParkedEventId } from './subjects';
import { deleteParkedEventSchema, placeSearchSchema } from './validation';

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

describe('deleting a parked event needs a reason (docs/decisions/0148-admin-system-page.md)', () => {
  it.each([{}, { reason: '' }, { reason: '   ' }, { reason: 42 }])('%p is refused with a readable message', (body) => {
    const result = validate(deleteParkedEventSchema, body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0].message).toBe('Please give a reason for deleting the event');
  });

  it('keeps a trimmed reason of at most 500 characters', () => {
    expect(validate(deleteParkedEventSchema, { reason: '  replayed by hand  ' })).toEqual({ ok: true, data: { reason: 'replayed by hand' } });
    const long = validate(deleteParkedEventSchema, { reason: 'x'.repeat(501) });
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.errors[0].message).toBe('Keep the reason under 500 characters');
  });
});

describe('parked event ids: <service>.<consumer>.<event id>', () => {
  const key = { consumer: 'notifications__directory_inquiry_replied', eventId: '6f1c2d3e-0000-4000-8000-000000000001' };

  it('round-trips, the event id keeping any dots of its own', () => {
    expect(parseParkedEventId(parkedEventId('notifications', key))).toEqual({ service: 'notifications', ...key });
    expect(parseParkedEventId('pets.pets__identity_user_suspended.seq-12.5')).toEqual({ service: 'pets', consumer: 'pets__identity_user_suspended', eventId: 'seq-12.5' });
  });

  it.each([
    'not-an-id',
    'notifications.notifications__x',
    'gateway.gateway__identity_user_suspended.1',
    `pets.${key.consumer}.${key.eventId}`,
    'pets.pets__a b.1',
    'pets.pets__x.',
  ])('%p names no parked event', (id) => {
    expect(parseParkedEventId(id)).toBeNull();
  });
});
