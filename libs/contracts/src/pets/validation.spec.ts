import { validate } from '../shared/validation';
import { deriveSpecies, lostFoundPetSchema, petListQuerySchema, petPhotosSchema } from './validation';

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

describe('lostFoundPetSchema (create post)', () => {
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
    expect(validate(petListQuerySchema, { type: 'found' })).toEqual({ ok: true, data: { type: 'found', limit: 50 } });
    expect(validate(petListQuerySchema, {})).toEqual({ ok: true, data: { type: undefined, limit: 50 } });
    expect(validate(petListQuerySchema, { type: 'cats' }).ok).toBe(false);
  });
});

describe('a post\'s photos', () => {
  const photo = (n: number) => `/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d${String(n).padStart(2, '0')}`;
  const { photoUrl: _legacy, ...withoutPhoto } = valid;
  const photosOf = (body: Record<string, unknown>) => {
    const result = validate(lostFoundPetSchema, { ...withoutPhoto, ...body });
    return result.ok ? { photoUrl: result.data.photoUrl, photoUrls: result.data.photoUrls } : result.errors;
  };

  it('takes photoUrls in order, the first as the cover (photoUrl)', () => {
    expect(photosOf({ photoUrls: [photo(2), photo(1), photo(3)] })).toEqual({ photoUrl: photo(2), photoUrls: [photo(2), photo(1), photo(3)] });
  });

  it('still takes the legacy photoUrl alone as one photo, and a blank photoUrl beside photoUrls', () => {
    expect(photosOf({ photoUrl: photo(1) })).toEqual({ photoUrl: photo(1), photoUrls: [photo(1)] });
    expect(photosOf({ photoUrl: '', photoUrls: [photo(4)] })).toEqual({ photoUrl: photo(4), photoUrls: [photo(4)] });
    expect(photosOf({ photoUrl: photo(1), photoUrls: [photo(1), photo(2)] })).toEqual({ photoUrl: photo(1), photoUrls: [photo(1), photo(2)] });
    expect(photosOf({ photoUrl: photo(5), photoUrls: [] })).toEqual({ photoUrl: photo(5), photoUrls: [photo(5)] });
  });

  it.each([
    [{}, 'photoUrl', 'Pet photo is required'],
    [{ photoUrl: null, photoUrls: undefined }, 'photoUrl', 'Pet photo is required'],
    [{ photoUrls: [] }, 'photoUrls', 'Pet photo is required'],
    [{ photoUrl: '', photoUrls: [] }, 'photoUrls', 'Pet photo is required'],
    [{ photoUrls: [1, 2, 3, 4, 5, 6].map(photo) }, 'photoUrls', 'A post can have at most 5 photos'],
    [{ photoUrls: [photo(1), photo(2), photo(1)] }, 'photoUrls', 'Each photo can be added once'],
    [{ photoUrls: [photo(1), 'https://example.com/cat.jpg'] }, 'photoUrls.1', 'Pet photo must be an uploaded image (upload it first)'],
    [{ photoUrls: photo(1) }, 'photoUrls', 'Pet photos must be a list of uploaded images'],
    [{ photoUrl: photo(2), photoUrls: [photo(1), photo(2)] }, 'photoUrl', 'photoUrl must be the first of photoUrls (the cover photo); send photoUrls alone'],
  ])('refuses %j on %s: %s', (body, field, message) => {
    expect(photosOf(body)).toContainEqual({ field, message });
  });

  it('says the photo is missing while other fields are wrong too (the form shows every error)', () => {
    expect(photosOf({ description: '', photoUrls: [] })).toEqual(
      expect.arrayContaining([
        { field: 'description', message: 'Description is required' },
        { field: 'photoUrls', message: 'Pet photo is required' },
      ]),
    );
    expect(photosOf({ description: '' })).toContainEqual({ field: 'photoUrl', message: 'Pet photo is required' });
  });

  it('PATCH …/photos takes 1 to 5 photos by the same rules', () => {
    expect(validate(petPhotosSchema, { photoUrls: [photo(3), photo(1)] })).toEqual({ ok: true, data: { photoUrls: [photo(3), photo(1)] } });
    expect(validate(petPhotosSchema, {})).toMatchObject({ ok: false, errors: [{ field: 'photoUrls', message: 'Pet photo is required' }] });
    expect(validate(petPhotosSchema, { photoUrls: [] })).toMatchObject({ ok: false, errors: [{ field: 'photoUrls', message: 'Pet photo is required' }] });
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

describe('a post\'s optional details (species, size, sex, microchip, pin)', () => {
  it('accepts them, forgiving case and blanks', () => {
    const r = lostFoundPetSchema.safeParse({ ...valid, species: ' Dog ', size: '', sex: 'female', microchipped: 'yes', latitude: '30.27', longitude: -97.74 });
    expect(r.success && r.data).toMatchObject({ species: 'dog', size: null, sex: 'female', microchipped: 'yes', latitude: 30.27, longitude: -97.74 });
  });
  it.each([
    [{ species: 'dragon' }, 'Species must be one of: dog, cat, bird, rabbit, reptile, small animal, other'],
    [{ size: 'huge' }, 'Size must be one of: small, medium, large'],
    [{ microchipped: 'maybe' }, 'Microchipped must be one of: yes, no, unknown'],
    [{ latitude: 91, longitude: 0 }, 'Latitude must be a number between -90 and 90'],
    [{ latitude: 30 }, 'Latitude and longitude must be given together'],
  ])('refuses %j with a readable message', (extra, message) => {
    const r = lostFoundPetSchema.safeParse({ ...valid, ...extra });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('petListQuerySchema near me', () => {
  it('parses lat/lng/radius/species', () => {
    expect(petListQuerySchema.parse({ lat: '30.5', lng: '-97.1', radiusMiles: '25', species: 'cat' })).toEqual({
      type: undefined,
      zipCode: undefined,
      lat: 30.5,
      lng: -97.1,
      radiusMiles: 25,
      species: 'cat',
      limit: 50,
    });
  });
  it('reads the search words and the page (paging is the one convention, shared/paging.ts)', () => {
    expect(petListQuerySchema.parse({ q: '  brown beagle ', limit: '10', cursor: 'abc' })).toMatchObject({ q: 'brown beagle', limit: 10, cursor: 'abc' });
    expect(petListQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
    expect(petListQuerySchema.safeParse({ q: 'a'.repeat(101) }).error?.issues[0]?.message).toBe('q must be at most 100 characters');
  });
  it.each([
    [{ lat: '30' }, 'lat and lng must be given together'],
    [{ radiusMiles: '10' }, 'radiusMiles needs lat and lng (or zipCode)'],
    [{ zipCode: 'abc' }, 'zipCode must be 5 digits'],
    [{ lat: '30', lng: '-97', radiusMiles: '0' }, 'radiusMiles must be a number from 1 to 100'],
    [{ lat: '30', lng: '-97', radiusMiles: '101' }, 'radiusMiles must be a number from 1 to 100'],
    [{ species: 'unicorn' }, 'species must be one of: dog, cat, bird, rabbit, reptile, small animal, other'],
  ])('refuses %j', (query, message) => {
    const r = petListQuerySchema.safeParse(query);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
});
