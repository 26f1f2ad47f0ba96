import { alertAreaInputSchema } from './validation';

describe('alertAreaInputSchema', () => {
  it('takes a ZIP or a point, a radius and species (deduplicated)', () => {
    expect(alertAreaInputSchema.parse({ zipCode: '78701-1234', radiusMiles: 5, species: ['dog', 'dog', 'cat'] })).toMatchObject({
      zipCode: '78701',
      radiusMiles: 5,
      species: ['dog', 'cat'],
    });
    expect(alertAreaInputSchema.parse({ latitude: 30.1, longitude: -97.2, radiusMiles: '50' })).toMatchObject({ zipCode: null, radiusMiles: 50, species: [] });
  });
  it.each([
    [{ radiusMiles: 5 }, 'Give a ZIP code or a place on the map'],
    [{ zipCode: '7870', radiusMiles: 5 }, 'ZIP code must be 5 digits'],
    [{ zipCode: '78701', radiusMiles: 0 }, 'Radius must be from 1 to 50 miles'],
    [{ zipCode: '78701', radiusMiles: 51 }, 'Radius must be from 1 to 50 miles'],
    [{ zipCode: '78701' }, 'Radius must be from 1 to 50 miles'],
    [{ latitude: 30, longitude: 200, radiusMiles: 5 }, 'Longitude must be a number between -180 and 180'],
    [{ zipCode: '78701', radiusMiles: 5, species: ['dragon'] }, 'Species must be one of: dog, cat, bird, rabbit, reptile, small animal, other'],
  ])('refuses %j', (body, message) => {
    const r = alertAreaInputSchema.safeParse(body);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
});
