import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createIntl, createIntlCache } from 'react-intl';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, BUSINESS_CATEGORIES, BUSINESS_CATEGORY_LABELS } from '@pawpals/contracts';
import { LocaleProvider } from '@pawpals/ui';
import AdminRoutes from '../routes';
import { AdminLoginPage } from '../admin-login/AdminLoginPage';
import { insufficientPermissionsMessage } from '../admin-shell/guard-state';
import { pickerStatus } from '../admin-users/AddAdminDialog';
import { ImportResultsPanel } from '../import-businesses/ImportResultsPanel';
import { formatDate, formatDateTime } from '../shared/format';
import { auditActionText, categoryText, roleLabel } from '../shared/labels';
import es from './es.json';

// A page's catalog holds the shell's and the shared libraries' words too; here only the admin portal's, so the
// shared components' own words fall back to English with a warning, which is not what these tests are about.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const spanish = createIntl({ locale: 'es', defaultLocale: 'en', messages: es }, createIntlCache());
const withClient = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>
);

describe('the admin portal’s English is the words it had', () => {
  it('says audit actions and categories as libs/contracts does, roles with spaces', () => {
    for (const action of AUDIT_ACTIONS) expect(auditActionText(action)).toBe(AUDIT_ACTION_LABELS[action]);
    for (const category of BUSINESS_CATEGORIES) expect(categoryText(category)).toBe(BUSINESS_CATEGORY_LABELS[category]);
    expect(roleLabel('content_manager')).toBe('content manager');
  });

  it('dates as the US English it printed before', () => {
    const iso = '2026-11-20T15:04:00.000Z';
    expect(formatDate(iso)).toBe(new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }));
    expect(formatDateTime(iso)).toBe(
      new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }),
    );
  });
});

describe('in Spanish', () => {
  it('words the guard, the member picker and the import results from the admin catalog', () => {
    expect(insufficientPermissionsMessage('super_admin', 'moderator', spanish)).toBe(
      'Permisos insuficientes: Esta página requiere privilegios de superadministrador. Tu rol actual es moderador.',
    );
    expect(pickerStatus({ error: false, loading: false, searching: false, q: 'ro', found: 2, shown: 2, more: false }, spanish)).toBe('2 miembros coinciden');
    render(
      <LocaleProvider locale="es" messages={es}>
        <ImportResultsPanel
          result={{ imported: Array.from({ length: 12 }, (_, i) => ({ name: `Place ${i + 1}` })), duplicates: [], errors: [], message: 'Imported 12 businesses' } as never}
        />
      </LocaleProvider>,
    );
    expect(screen.getByText('Resultados de la importación')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Importados' }).textContent).toContain('Importados (12)');
    expect(screen.getByText('... y 2 más')).toBeTruthy();
  });

  it('draws the admin login in Spanish', () => {
    render(
      withClient(
        <LocaleProvider locale="es" messages={es}>
          <MemoryRouter initialEntries={['/admin/login']}>
            <AdminLoginPage />
          </MemoryRouter>
        </LocaleProvider>,
      ),
    );
    expect(screen.getByText('Portal de administración')).toBeTruthy();
    expect(screen.getByLabelText('Nombre de usuario')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a PawPals' })).toBeTruthy();
  });

  it('loads the catalog with the section’s routes (SectionMessages in routes.tsx)', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    // The routes suspend until the catalog's chunk has arrived.
    await act(async () => {
      render(
        withClient(
          // The page's own catalog (the shell's) has none of the admin portal's words: they come with its routes.
          <LocaleProvider locale="es" messages={{}}>
            <MemoryRouter initialEntries={['/admin/login']}>
              <Suspense fallback={null}>
                <AdminRoutes />
              </Suspense>
            </MemoryRouter>
          </LocaleProvider>,
        ),
      );
    });
    expect(await screen.findByText('Inicia sesión con tu cuenta de administrador')).toBeTruthy();
  });
});
