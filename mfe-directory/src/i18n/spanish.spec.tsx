import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_LABELS,
  businessAboutText,
  businessPageTitle,
  preferredTimeLabel,
  PREFERRED_WINDOWS,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  WEEKDAY_NAMES,
  type BusinessDetail,
} from '@pawpals/contracts';
import { LocaleProvider, uiCatalog, type Messages } from '@pawpals/ui';
import DirectoryRoutes from '../routes';
import { OpeningHoursCard } from '../opening-hours/OpeningHoursCard';
import { ServicesFilters } from '../services/ServicesFilters';
import { DEFAULT_FILTERS } from '../services/search-params';
import { aboutText, businessTitleText, reviewSortText, weekdayText } from '../shared/labels';
import { categoryLabel } from '@pawpals/ui';
import { NEW_PREFERRED_TIME, preferredTimeText } from '../appointments/preferred-times';
import { PreferredTimesField } from '../appointments/PreferredTimesField';
import directoryEs from './es.json';

// What a Spanish page has: the shared components' words (in the page's catalog) and the directory's own.
let es: Messages = directoryEs;
beforeAll(async () => {
  es = { ...(await uiCatalog('es')), ...directoryEs };
});

// A page's catalog holds the shell's and the shared libraries' words too; here only the directory's, so the
// shared components' own words fall back to English with a warning, which is not what these tests are about.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
// The open-now switch (Radix) measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => jest.restoreAllMocks());

describe('the directory’s English is the contracts’ own wording', () => {
  it('says categories, review sorts and weekdays as libs/contracts does', () => {
    for (const category of BUSINESS_CATEGORIES) expect(categoryLabel(category)).toBe(BUSINESS_CATEGORY_LABELS[category]);
    for (const sort of REVIEW_SORTS) expect(reviewSortText(sort)).toBe(REVIEW_SORT_LABELS[sort]);
    WEEKDAY_NAMES.forEach((name, day) => expect(weekdayText(day)).toBe(name));
  });

  it('titles a business page and fills its About card as libs/contracts does', () => {
    const b = { name: 'Happy Paws', category: 'groomer' as const, city: 'Austin', state: 'TX', description: null };
    expect(businessTitleText(b)).toBe(businessPageTitle(b));
    expect(businessTitleText({ ...b, city: null, state: null })).toBe(businessPageTitle({ ...b, city: null, state: null }));
    expect(aboutText(b)).toBe(businessAboutText(b));
  });

  it('words a preferred time as libs/contracts does', () => {
    for (const window of PREFERRED_WINDOWS)
      expect(preferredTimeText({ date: '2027-12-01', window })).toBe(preferredTimeLabel({ date: '2027-12-01', window }));
  });
});

const clinic = {
  id: 'b1',
  name: 'Happy Paws',
  category: 'veterinarian',
  timeZone: 'America/Chicago',
  hours: { weekly: [{ day: 1, open: '09:00', close: '18:00' }], closures: [] },
} as unknown as BusinessDetail;

describe('in Spanish', () => {
  it('draws the opening hours and the filters from the directory’s catalog', () => {
    // Monday 15 March 2027, 10:30 in Chicago.
    render(
      <LocaleProvider locale="es" messages={es}>
        <OpeningHoursCard business={clinic} now={new Date('2027-03-15T10:30:00-05:00')} />
        <ServicesFilters filters={DEFAULT_FILTERS} onChange={() => undefined} locationState="off" onEnableLocation={() => undefined} />
      </LocaleProvider>,
    );
    const hours = screen.getByTestId('opening-hours');
    expect(within(hours).getByText('Horario')).toBeTruthy();
    expect(within(hours).getByText('Abierto ahora')).toBeTruthy();
    expect(within(hours).getByText('Cierra a las 18:00')).toBeTruthy();
    expect(within(hours).getByText('Lunes')).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Filtrar servicios' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Peluquería canina' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'A menos de 25 millas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Activar ubicación/ })).toBeTruthy();
  });

  it('keeps the rich text of a message (the clinic without hours)', () => {
    render(
      <LocaleProvider locale="es" messages={es}>
        <PreferredTimesField rows={[{ ...NEW_PREFERRED_TIME }]} onChange={() => undefined} />
      </LocaleProvider>,
    );
    const notice = screen.getByTestId('hours-not-listed');
    expect(within(notice).getByText('Horario no publicado.').tagName).toBe('STRONG');
    expect(notice.textContent).toContain('(hasta 3 horarios)');
    expect(screen.getByRole('option', { name: 'Mañana (08:00–12:00)' })).toBeTruthy();
  });

  it('loads the catalog with the section’s routes (SectionMessages in routes.tsx)', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The routes suspend until the catalog's chunk has arrived.
    await act(async () => {
      render(
      <QueryClientProvider client={client}>
        {/* The page's own catalog (the shell's) has none of the directory's words: they come with its routes. */}
        <LocaleProvider locale="es" messages={{}}>
          <MemoryRouter initialEntries={['/services']}>
            <Suspense fallback={null}>
              <DirectoryRoutes />
            </Suspense>
          </MemoryRouter>
        </LocaleProvider>
      </QueryClientProvider>,
      );
    });
    expect(await screen.findByRole('search', { name: 'Filtrar servicios' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Todas las categorías' })).toBeTruthy();
  });
});
