import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { LostFoundPet } from '@pawpals/contracts';
import { sessionKeys } from '@pawpals/api-client';
import { LostFoundPage } from './LostFoundPage';

// Leaflet is the map journeys' (lost-found-map); the grid is what this test reads.
jest.mock('../shared/map/PetMap', () => ({ PetMap: () => null }));

const pet = (n: number): LostFoundPet => ({
  id: `3f0c2a4e-1b2c-4d3e-8f40-${String(n).padStart(12, '0')}`,
  type: 'lost',
  status: 'active',
  petName: `Biscuit ${n}`,
  breed: 'Beagle',
  color: 'Tan',
  description: 'Friendly beagle',
  collarInfo: null,
  lastSeenLocation: 'Riverside Park',
  lastSeenDate: '2024-05-02T00:00:00.000Z',
  photoUrl: null,
  photoUrls: [],
  photoPlaceholder: null,
  photoPlaceholders: [],
  contactInfo: null,
  contactPreference: 'messages',
  approvalStatus: 'approved',
  species: 'dog',
  size: null,
  sex: null,
  microchipped: null,
  latitude: null,
  longitude: null,
  locationPrecision: null,
  createdAt: '2024-05-02T10:00:00.000Z',
  isOwner: false,
  resolvedAt: null,
});

/** The board's pages by URL, each with the Link header of the next; every other GET answers an empty list. */
let pages: Record<string, { items: LostFoundPet[]; next?: string }> = {};
let asked: string[] = [];
const fetchMock = jest.fn(async (url: string) => {
  asked.push(url);
  const page = pages[url];
  const body = JSON.stringify(page ? page.items : []);
  const headers = new Headers(page?.next ? { Link: `<${page.next}>; rel="next"` } : {});
  return { ok: true, status: 200, statusText: '', headers, text: async () => body, json: async () => JSON.parse(body) } as Response;
});

function renderBoard(address = '/lost-found') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionKeys.currentUser(), null);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <LostFoundPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cards = () => screen.queryAllByTestId('pet-card');

beforeEach(() => {
  pages = {};
  asked = [];
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('the board, page by page', () => {
  it('loads the next page by the Link header on "Load more", then shows the end of the board', async () => {
    const first = Array.from({ length: 3 }, (_, i) => pet(i));
    pages['/api/lost-found-pets'] = { items: first, next: '/api/lost-found-pets?cursor=c2' };
    pages['/api/lost-found-pets?cursor=c2'] = { items: [pet(3)] };
    renderBoard();
    const more = await screen.findByRole('button', { name: 'Load more' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByText("You've reached the end of the board")).toBeNull();
    fireEvent.click(more);
    await screen.findByText("You've reached the end of the board");
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked).toContain('/api/lost-found-pets?cursor=c2');
  });

  it('asks the server for what is typed once typing pauses, and for the chosen tab', async () => {
    pages['/api/lost-found-pets'] = { items: [pet(1), pet(2)] };
    pages['/api/lost-found-pets?q=beagle+tan'] = { items: [pet(2)] };
    pages['/api/lost-found-pets?type=found&q=beagle+tan'] = { items: [] };
    renderBoard();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const box = screen.getAllByRole('searchbox', { name: 'Search pets' })[0];
    fireEvent.change(box, { target: { value: 'bea' } });
    fireEvent.change(box, { target: { value: 'beagle tan ' } });
    await waitFor(() => expect(asked).toContain('/api/lost-found-pets?q=beagle+tan'));
    expect(asked.filter((url) => url.includes('q='))).toEqual(['/api/lost-found-pets?q=beagle+tan']);
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Found' }));
    await screen.findByText('No pets found');
    expect(asked).toContain('/api/lost-found-pets?type=found&q=beagle+tan');
  });
});

describe("the installed app's \"Lost & found near me\" shortcut", () => {
  it('opens Near me at once on /lost-found?near=me, and not on /lost-found', async () => {
    const { unmount } = renderBoard('/lost-found?near=me');
    expect((await screen.findAllByRole('button', { name: /Use my location/ })).length).toBeGreaterThan(0);
    unmount();
    renderBoard();
    await screen.findAllByRole('button', { name: /Near me/ });
    expect(screen.queryByRole('button', { name: /Use my location/ })).toBeNull();
  });
});
