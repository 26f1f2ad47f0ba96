import type { Business } from '@pawpals/contracts';
import { businessFormDefaults, businessFormSchema, businessPayload, canSaveBusiness } from './business-form';

describe('business form', () => {
  it('starts empty with category groomer for a new business', () => {
    const d = businessFormDefaults(null);
    expect(d.category).toBe('groomer');
    expect(d.name).toBe('');
    expect(d.priceRange).toBe('');
  });

  it('starts from the business for an existing one', () => {
    const d = businessFormDefaults({
      name: 'Vet',
      category: 'veterinarian',
      city: 'Austin',
      priceRange: 'premium',
      phone: null,
    } as Business);
    expect(d).toMatchObject({
      name: 'Vet',
      category: 'veterinarian',
      city: 'Austin',
      priceRange: 'premium',
      phone: '',
    });
  });

  it('requires a name', () => {
    const bad = businessFormSchema.safeParse({ ...businessFormDefaults(null), name: '   ' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('Business name is required');
    expect(businessFormSchema.safeParse({ ...businessFormDefaults(null), name: 'Paws' }).success).toBe(true);
  });

  it('sends trimmed texts, empty ones as null, and never the logo', () => {
    const payload = businessPayload({
      ...businessFormDefaults(null),
      name: ' Paws ',
      city: ' Austin ',
      phone: '  ',
      priceRange: 'budget',
    });
    expect(payload).toEqual({
      name: 'Paws',
      category: 'groomer',
      priceRange: 'budget',
      description: null,
      address: null,
      city: 'Austin',
      state: null,
      zipCode: null,
      phone: null,
      websiteUrl: null,
      services: null,
      pricing: null,
    });
    expect('logoUrl' in payload).toBe(false);
  });

  it('disables saving while the name is empty or while saving', () => {
    expect(canSaveBusiness('', false)).toBe(false);
    expect(canSaveBusiness('  ', false)).toBe(false);
    expect(canSaveBusiness('Paws', true)).toBe(false);
    expect(canSaveBusiness('Paws', false)).toBe(true);
  });
});
