import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createIntl } from 'react-intl';
import type { LostFoundPet } from '@pawpals/contracts';
import { LocaleProvider, type Messages } from './i18n/intl';
import es from './i18n/es.json';
import { categoryLabel, distanceText, formatRating, priceRangeLabel } from './lib/business-format';
import { RatingSummary, reviewCountLabel } from './components/rating';
import { ServicesPageTop } from './components/section-tops';
import { PetCard } from './components/pet-card';
import { PhoneFilters } from './components/phone-filters';
import { serviceCount } from './components/business-card';
import { FormField } from './components/form-field';

// The shared components speak Spanish inside a Spanish page's provider, with libs/ui's own catalog.
const messages = es as Messages;
const inSpanish = (ui: React.ReactNode) =>
  render(
    <LocaleProvider locale="es" messages={messages}>
      <MemoryRouter>{ui}</MemoryRouter>
    </LocaleProvider>,
  );

const PET = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'lost',
  status: 'active',
  approvalStatus: 'approved',
  petName: 'Biscuit',
  breed: 'Beagle',
  color: 'Tricolor',
  description: 'Friendly',
  lastSeenLocation: 'Riverside Park',
  lastSeenDate: '2026-09-05T00:00:00.000Z',
  photoUrl: null,
  distanceMiles: 0.44,
} as unknown as LostFoundPet;

describe('libs/ui in Spanish', () => {
  it('draws the directory’s introduction and a rating in Spanish', () => {
    inSpanish(
      <ServicesPageTop>
        <RatingSummary avgRating={4.25} reviewCount={3} data-testid="rating" />
      </ServicesPageTop>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Directorio de servicios para mascotas');
    expect(screen.getByTestId('rating').textContent).toBe('4.3de 5,(3 reseñas)');
  });

  it('draws a pet card in Spanish: its badge, distance and last-seen date', () => {
    inSpanish(<PetCard pet={PET} />);
    expect(screen.getByText('Perdido')).toBeTruthy();
    expect(screen.getByTestId('pet-distance').textContent).toBe('a 0.4 mi');
    expect(screen.getByText('Visto por última vez el 5 sep 2026')).toBeTruthy();
  });

  it('counts active filters in Spanish', () => {
    const chip = { key: 'q', label: 'Austin', onRemove: () => undefined };
    inSpanish(<PhoneFilters open={false} onOpenChange={() => undefined} chips={[chip]} description="" doneLabel="">{null}</PhoneFilters>);
    expect(screen.getByRole('button', { name: /Filtros/ }).textContent).toContain('1 activo');
    expect(screen.getByRole('button', { name: 'Quitar filtro: Austin' })).toBeTruthy();
  });

  it('formats words and numbers with the page’s intl, and English without it', () => {
    const intl = createIntl({ locale: 'es', messages });
    expect(categoryLabel('groomer', intl)).toBe('Peluquería canina');
    expect(priceRangeLabel('moderate', intl)).toBe('$$ · Moderado');
    expect(formatRating(4.35, intl)).toBe('4,3');
    expect(reviewCountLabel(1, intl)).toBe('1 reseña');
    expect(serviceCount(500, intl)).toBe('500+ servicios');
    expect(distanceText(12.6, intl)).toBe('a 13 mi');
    expect(categoryLabel('groomer')).toBe('Groomer');
    expect(formatRating(4.35)).toBe('4.3');
    expect(serviceCount(1)).toBe('1 service');
  });
});

describe('form messages on a Spanish page', () => {
  it('a validation message from the contracts is shown in Spanish, and in English on an English page', () => {
    inSpanish(
      <FormField label="Nombre" error="First name is required">
        <input />
      </FormField>,
    );
    expect(screen.getByRole('alert').textContent).toBe('El nombre es obligatorio');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    cleanup();
    render(
      <FormField label="First Name" error="First name is required">
        <input />
      </FormField>,
    );
    expect(screen.getByRole('alert').textContent).toBe('First name is required');
  });
});
