import { petFirstScreenFacts } from './first-screen';
import { petTitle } from './page-titles';

const PET = {
  id: 'b7d0c6a2-4a8e-4b43-9b6f-1f0f7a9c2d11',
  type: 'lost',
  status: 'active',
  lastSeenLocation: 'Riverside Park, Austin',
  lastSeenDate: '2026-11-20T00:00:00.000Z',
  contactPreference: 'phone',
  contactInfo: '+1 512 555 0142',
} as const;

describe('petFirstScreenFacts', () => {
  it('a lost pet with a shown phone: Lost, last seen where and when, and a Call link', () => {
    expect(petFirstScreenFacts(PET)).toEqual({
      kind: 'lost',
      badge: 'Lost',
      whereLabel: 'Last seen at',
      where: 'Riverside Park, Austin',
      whenLabel: 'Last seen on',
      when: 'Friday, November 20, 2026',
      contact: 'phone',
      contactLabel: 'Call +1 512 555 0142',
      contactHref: 'tel:+15125550142',
    });
  });

  it('messages only: the button writes to the finder, through sign-in coming back to the page', () => {
    const facts = petFirstScreenFacts({
      ...PET,
      type: 'found',
      contactPreference: 'messages',
      contactInfo: null,
      lastSeenDate: null,
    });
    expect(facts).toMatchObject({
      kind: 'found',
      badge: 'Found',
      whereLabel: 'Found at',
      whenLabel: 'Found on',
      when: 'Date not given',
      contact: 'message',
      contactLabel: 'Message the finder',
    });
    expect(facts.contactHref).toBe(
      `/login?returnTo=${encodeURIComponent(`/lost-found/${PET.id}?then=message`)}`,
    );
  });

  it('a reunited pet says so and offers no contact', () => {
    expect(petFirstScreenFacts({ ...PET, status: 'resolved' })).toMatchObject({
      kind: 'resolved',
      badge: 'Reunited',
      contact: 'none',
      contactLabel: '',
      contactHref: '',
    });
  });
});

describe('petFirstScreenFacts in Spanish', () => {
  it('says the same facts in Spanish, dates included', () => {
    expect(petFirstScreenFacts(PET, 'es')).toMatchObject({
      badge: 'Perdido',
      whereLabel: 'Visto por última vez en',
      whenLabel: 'Visto por última vez el',
      when: 'viernes, 20 de noviembre de 2026',
      contactLabel: 'Llamar al +1 512 555 0142',
    });
  });
});

describe('petTitle in both languages', () => {
  it('names an unnamed pet by its breed or as a pet, in the page language', () => {
    expect(petTitle({ petName: null, type: 'lost', breed: 'Beagle' })).toBe('Lost beagle');
    expect(petTitle({ petName: null, type: 'found', breed: null })).toBe('Found pet');
    expect(petTitle({ petName: null, type: 'lost', breed: 'Beagle' }, 'es')).toBe('Perdido: beagle');
    expect(petTitle({ petName: null, type: 'found', breed: null }, 'es')).toBe('Mascota encontrada');
    expect(petTitle({ petName: 'Biscuit', type: 'lost', breed: 'Beagle' }, 'es')).toBe('Biscuit');
  });
});
