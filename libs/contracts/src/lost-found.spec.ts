import { deriveSpecies, lostFoundPetSchema, petListQuerySchema, validate } from './index';

const valid = {
  type: 'lost',
  petName: 'Biscuit',
  breed: 'Beagle',
  color: 'Tricolor',
  description: 'Friendly, answers to Biscuit',
  collarInfo: '',
  lastSeenLocation: 'Riverside Park, Austin',
  lastSeenDate: '2024-05-10',
  photoUrl: '/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e',
  contactInfo: '(512) 555-0142',
};

describe('lostFoundPetSchema (SPEC §5 create post)', () => {
  it.each([
    [{ description: '  ' }, 'description', 'Description is required'],
    [{ lastSeenLocation: undefined }, 'lastSeenLocation', 'Last seen location is required'],
    [{ lastSeenDate: null }, 'lastSeenDate', 'Last seen date is required'],
    [{ lastSeenDate: 'yesterday-ish' }, 'lastSeenDate', 'Last seen date must be a valid date'],
    [{ lastSeenDate: new Date(Date.now() + 5 * 86_400_000).toISOString() }, 'lastSeenDate', 'Last seen date cannot be in the future'],
    [{ photoUrl: '' }, 'photoUrl', 'Pet photo is required'],
    [{ photoUrl: 'https://example.com/cat.jpg' }, 'photoUrl', 'Pet photo must be an uploaded image (upload it first)'],
    [{ contactInfo: '' }, 'contactInfo', 'Contact phone number is required'],
    [{ contactInfo: 'call me' }, 'contactInfo', 'Contact phone number must be a valid phone number'],
    [{ type: 'stolen' }, 'type', 'Post type must be lost or found'],
    [{ petName: 'x'.repeat(101) }, 'petName', 'Pet name must be at most 100 characters'],
  ])('rejects %o on %s with its message', (override, field, message) => {
    const result = validate(lostFoundPetSchema, { ...valid, ...override });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContainEqual({ field, message });
  });

  it('normalises a valid post: blank optionals become null, the date an ISO timestamp', () => {
    const result = validate(lostFoundPetSchema, valid);
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({ collarInfo: null, species: null, lastSeenDate: '2024-05-10T00:00:00.000Z', petName: 'Biscuit' }),
    });
  });

  it('reads the list filter: lost, found, or all when omitted', () => {
    expect(validate(petListQuerySchema, { type: 'found' })).toEqual({ ok: true, data: { type: 'found' } });
    expect(validate(petListQuerySchema, {})).toEqual({ ok: true, data: { type: undefined } });
    expect(validate(petListQuerySchema, { type: 'cats' }).ok).toBe(false);
  });
});

describe('deriveSpecies', () => {
  it('finds the animal in breed, description or name', () => {
    expect(deriveSpecies('Golden Retriever')).toBe('dog');
    expect(deriveSpecies(null, 'Small grey kitten with white paws')).toBe('cat');
    expect(deriveSpecies('', 'green parakeet, very chatty')).toBe('bird');
    expect(deriveSpecies('mixed', 'shy and quiet')).toBeNull();
  });
});
