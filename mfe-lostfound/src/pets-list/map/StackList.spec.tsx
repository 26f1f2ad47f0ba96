import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { LostFoundPet } from '@pawpals/contracts';
import { StackList } from './StackList';

const STACK = { latitude: 39.739, longitude: -104.99, count: 3, stack: true };

const pet = (n: number, latitude: number | null = STACK.latitude, longitude: number | null = STACK.longitude): LostFoundPet => ({
  id: `3f0c2a4e-1b2c-4d3e-8f40-${String(n).padStart(12, '0')}`,
  type: n % 2 ? 'found' : 'lost',
  status: 'active',
  petName: `Biscuit ${n}`,
  breed: 'Beagle',
  color: 'Tan',
  description: 'Friendly beagle',
  collarInfo: null,
  lastSeenLocation: 'Denver, CO',
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
  latitude,
  longitude,
  locationPrecision: latitude === null ? null : 'city',
  createdAt: '2024-05-02T10:00:00.000Z',
  isOwner: false,
  resolvedAt: null,
});

/** The board near the stack's pin, by URL, each page with the Link header of the next. */
let pages: Record<string, { items: LostFoundPet[]; next?: string }> = {};
let asked: string[] = [];
const fetchMock = jest.fn(async (url: string) => {
  asked.push(url);
  const page = pages[url];
  const body = JSON.stringify(page ? page.items : []);
  const headers = new Headers(page?.next ? { Link: `<${page.next}>; rel="next"` } : {});
  return { ok: true, status: 200, statusText: '', headers, text: async () => body, json: async () => JSON.parse(body) } as Response;
});

function renderList(onClose = jest.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StackList stack={STACK} filter="all" search="" onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClose;
}

beforeEach(() => {
  pages = {};
  asked = [];
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('the list of a stack on the map', () => {
  it('lists the posts on the pin (the board near it, nearest first), each linking to its post, and more while the pages stay on the pin', async () => {
    const first = '/api/lost-found-pets?lat=39.739&lng=-104.99';
    const second = `${first}&cursor=next`;
    // The poster's own post comes with its exact pin, which rounds to the stack's.
    pages = {
      [first]: { items: [pet(1), pet(2, 39.73912, -104.99004)], next: second },
      [second]: { items: [pet(3), pet(4, 39.75, -104.98)] },
    };
    const onClose = renderList();
    expect((await screen.findByRole('region', { name: 'Pets posted at this spot' })).textContent).toContain('3 pets posted at this spot');
    await screen.findByText('Biscuit 2');
    expect(screen.getByRole('link', { name: /Biscuit 1/ }).getAttribute('href')).toBe('/lost-found/3f0c2a4e-1b2c-4d3e-8f40-000000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Biscuit 3');
    // The next post is elsewhere: the stack is all listed, and nothing more is offered.
    expect(screen.queryByText('Biscuit 4')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(asked).toEqual([first, second]);
    fireEvent.click(screen.getByRole('button', { name: 'Close the list' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
