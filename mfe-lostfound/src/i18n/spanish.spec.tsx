import { Suspense } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Reunion } from '@pawpals/contracts';
import { LocaleProvider } from '@pawpals/ui';
import es from './es.json';
import { NearMeControl } from '../pets-list/near-me/NearMeControl';
import HappyReunions from '../reunions/HappyReunions';
import { listReunionsQueryOptions } from '../reunions/list-reunions';
import { PrintFlyerButton } from '../pet-detail/sharing';

describe('Lost & Found in Spanish', () => {
  it('speaks Spanish with its catalog: words, plurals and the species choices', () => {
    render(
      <LocaleProvider locale="es" messages={es}>
        <NearMeControl value={null} onChange={() => undefined} />
      </LocaleProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cerca de mí' }));
    expect(screen.getByRole('button', { name: 'Usar mi ubicación' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Usa tu ubicación o un código postal para ver las mascotas más cercanas a ti');
    expect(screen.getByRole('option', { name: '25 millas' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Perro' })).toBeTruthy();
  });

  it('the exposed HappyReunions brings its own catalog onto a Spanish page (the shell has none of its words)', async () => {
    const client = new QueryClient();
    const reunion = (over: Partial<Reunion>): Reunion => ({
      id: 'r1',
      type: 'lost',
      petName: 'Biscuit',
      species: 'dog',
      photoUrl: null,
      lastSeenLocation: 'Riverside Park',
      thankYouNote: 'Thank you, neighbours!',
      resolvedAt: '2024-05-02T10:00:00.000Z',
      ...over,
    });
    client.setQueryData(listReunionsQueryOptions().queryKey, [
      reunion({}),
      reunion({ id: 'r2', petName: null, species: 'bird', type: 'found' }),
    ]);
    // The shell draws remotes inside a Suspense boundary: the section's catalog loads before its words show.
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <LocaleProvider locale="es" messages={{}}>
              <Suspense fallback={null}>
                <HappyReunions />
              </Suspense>
            </LocaleProvider>
          </MemoryRouter>
        </QueryClientProvider>,
      );
    });
    expect(await screen.findByText('Reencuentros felices')).toBeTruthy();
    expect(screen.getByText('¡Biscuit está de vuelta en casa!')).toBeTruthy();
    expect(screen.getByText('¡Un ave encontrada está de vuelta en casa!')).toBeTruthy();
  });

  it('prints the flyer in the page language: ?lang=es from a Spanish page, the plain link from an English one', () => {
    const { unmount } = render(
      <LocaleProvider locale="es" messages={es}>
        <PrintFlyerButton petId="p1" testId="flyer" />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('flyer').getAttribute('href')).toBe('/api/lost-found-pets/p1/flyer.pdf?lang=es');
    expect(screen.getByTestId('flyer').textContent).toContain('Imprimir cartel');
    unmount();
    render(<PrintFlyerButton petId="p1" testId="flyer" />);
    expect(screen.getByTestId('flyer').getAttribute('href')).toBe('/api/lost-found-pets/p1/flyer.pdf');
  });
});
