import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createIntl } from 'react-intl';
import type { AlertArea, BusinessDetail, SessionUser } from '@pawpals/contracts';
import { sessionKeys } from '@pawpals/api-client';
import { LocaleProvider, type Messages } from '@pawpals/ui';
import AccountRoutes from '../routes';
import VerifyEmailBanner from '../auth/verify-email/VerifyEmailBanner';
import { LoginPage } from '../auth/login/LoginPage';
import { OpeningHoursCard } from '../opening-hours/OpeningHoursCard';
import { describeArea } from '../pet-alerts/alert-area-form';
import { timeAgo } from '../notifications/badge-label';
import es from './es.json';

// The business pages' uploader (Uppy, ES modules only) is not what these tests are about.
jest.mock('@pawpals/uploads', () => ({ useImageUploader: () => ({ restart: () => true, send: () => null }) }));

// A page's catalog holds the shell's and the shared libraries' words too; here only the account section's, so the
// shared components' own words fall back to English with a warning, which is not what these tests are about.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const unconfirmed: SessionUser = {
  id: '7d1c9a9e-0000-4000-8000-000000000009',
  firstName: 'Lucía',
  lastName: 'Reyes',
  username: 'lucia',
  email: 'lucia@example.com',
  profileImageUrl: null,
  accountType: 'pet_owner',
  emailVerified: false,
};

function renderIn(messages: Messages, ui: ReactNode, { user = null as SessionUser | null, at = '/' } = {}) {
  // Nothing answers: what is drawn before the server does is what these tests read.
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.currentUser(), user);
  return render(
    <QueryClientProvider client={client}>
      <LocaleProvider locale="es" messages={messages}>
        <MemoryRouter initialEntries={[at]}>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

const austin: AlertArea = {
  zipCode: '78704',
  latitude: 30.24,
  longitude: -97.76,
  radiusMiles: 1,
  species: ['dog', 'cat', 'small animal'],
  placeLabel: 'Austin, TX 78704',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

describe('the account section in Spanish', () => {
  it('draws the log-in page from its catalog', () => {
    renderIn(es, <LoginPage />);
    expect(screen.getByText('Hola de nuevo')).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico o nombre de usuario')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toBeTruthy();
  });

  it('loads the catalog with the section’s routes (SectionMessages in routes.tsx)', async () => {
    // The page's own catalog (the shell's) has none of the account's words: they come with its routes.
    await act(async () => {
      renderIn({}, <AccountRoutes />, { at: '/forgot-password' });
    });
    expect(await screen.findByText('¿Olvidaste tu contraseña?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar enlace para restablecer' })).toBeTruthy();
  });

  it('loads it with the verify-email banner too, keeping the rich text (the address in bold)', async () => {
    await act(async () => {
      renderIn({}, <VerifyEmailBanner />, { user: unconfirmed });
    });
    const banner = await screen.findByRole('region', { name: 'Confirma tu correo electrónico' });
    expect(banner.textContent).toContain('Confirma tu correo electrónico: te enviamos un enlace a lucia@example.com.');
    expect(screen.getByText('lucia@example.com').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });

  it('names the days of the opening hours in Spanish, keeping the English test ids', () => {
    const clinic = {
      id: 'b1',
      timeZone: 'America/Chicago',
      hours: { weekly: [{ day: 1, open: '09:00', close: '18:00' }], closures: [] },
    } as unknown as BusinessDetail;
    renderIn(es, <OpeningHoursCard business={clinic} />);
    expect(screen.getByText('Horario de atención')).toBeTruthy();
    const monday = screen.getByTestId('hours-Monday');
    expect(monday.textContent).toContain('Lunes');
    expect(screen.getByLabelText('Lunes: abre')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar 09:00–18:00 del lunes' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Centro (Chicago) — America/Chicago' })).toBeTruthy();
  });

  it('words an alert area and a notification’s age in Spanish, and in English as before', () => {
    const spanish = createIntl({ locale: 'es', defaultLocale: 'en', messages: es });
    const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
    expect(describeArea(spanish, austin)).toBe('Perros, gatos y animales pequeños a menos de 1 milla de Austin, TX 78704');
    expect(describeArea(english, austin)).toBe('Dogs, cats and small animals within 1 mile of Austin, TX 78704');
    const now = new Date('2025-06-01T12:00:00Z');
    expect(timeAgo(spanish, '2025-06-01T11:55:00Z', now)).toBe('hace 5 minutos');
    expect(timeAgo(spanish, '2025-06-01T11:59:30Z', now)).toBe('justo ahora');
  });
});
