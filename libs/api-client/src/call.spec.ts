import { QueryClient } from '@tanstack/react-query';
import { useToastStore } from '@pawpals/ui';
import { apiQueryFn, callApi, callUrl } from './call';
import { appointmentKeys, businessKeys, favoriteKeys, reviewKeys, isAdminKey, isApiKey, isSessionKey, lostFoundPetKeys, sessionKeys, adminKeys } from './keys';
import { createQueryClient } from './query-client';
import { setNavigate } from './navigation';

function response(status: number, body: string, statusText = ''): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
    json: async () => JSON.parse(body),
  } as Response;
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
const lastCall = () => fetchMock.mock.calls.at(-1) as [string, RequestInit];

describe('callApi: the URL and method come from the route contract', () => {
  it('fills and encodes path parameters', async () => {
    fetchMock.mockResolvedValue(response(200, '{"id":"a/b"}'));
    await callApi('getBusiness', { params: { id: 'a/b' } });
    expect(lastCall()[0]).toBe('/api/businesses/a%2Fb');
    expect(lastCall()[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('builds an encoded query string in the given order, leaving out empty values', async () => {
    fetchMock.mockResolvedValue(response(200, '[]'));
    await callApi('searchBusinesses', { query: { q: 'paws & claws', category: 'pet_store', city: '', minRating: undefined } });
    expect(lastCall()[0]).toBe('/api/businesses?q=paws+%26+claws&category=pet_store');
    expect(callUrl('searchBusinesses', { query: {} })).toBe('/api/businesses');
    expect(callUrl('searchBusinesses')).toBe('/api/businesses');
  });

  it('sends the body as JSON with the route method, and answers the JSON body', async () => {
    fetchMock.mockResolvedValue(response(201, '{"id":"f1","businessId":"b1"}'));
    const favorite = await callApi('addFavorite', { body: { businessId: 'b1' } });
    expect(favorite).toEqual({ id: 'f1', businessId: 'b1' });
    expect(lastCall()).toEqual([
      '/api/favorites',
      expect.objectContaining({ method: 'POST', body: '{"businessId":"b1"}', headers: expect.objectContaining({ 'Content-Type': 'application/json' }) }),
    ]);
  });

  it('sends no body when the route has none', async () => {
    fetchMock.mockResolvedValue(response(200, '{"updated":3}'));
    await expect(callApi('markAllNotificationsRead')).resolves.toEqual({ updated: 3 });
    expect(lastCall()[0]).toBe('/api/notifications/read-all');
    expect(lastCall()[1]).toMatchObject({ method: 'POST', body: undefined });
  });

  it('answers null for an empty body', async () => {
    fetchMock.mockResolvedValue(response(200, ''));
    await expect(callApi('getMyBusiness')).resolves.toBeNull();
  });

  it('rejects with "<status>: <body>", or the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(response(404, '{"message":"Business not found"}'));
    await expect(callApi('getBusiness', { params: { id: 'x' } })).rejects.toMatchObject({
      message: '404: {"message":"Business not found"}',
      status: 404,
      serverMessage: 'Business not found',
    });
    fetchMock.mockResolvedValue(response(503, '', 'Service Unavailable'));
    await expect(callApi('listFavorites')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('is typed by the contract', () => {
    // Compile-time checks (npx tsc): a missing path parameter or body, or a wrong body, does not build.
    const typed = () => {
      // @ts-expect-error getBusiness needs params.id
      void callApi('getBusiness');
      // @ts-expect-error addFavorite needs a body
      void callApi('addFavorite');
      // @ts-expect-error the body of addFavorite is {businessId}
      void callApi('addFavorite', { body: { business: 'b1' } });
      // @ts-expect-error the category must be one of the contract's
      void callApi('searchBusinesses', { query: { category: 'zoo' } });
    };
    expect(typed).toBeInstanceOf(Function);
  });
});

describe('apiQueryFn', () => {
  it('reads a GET route', async () => {
    fetchMock.mockResolvedValue(response(200, '{"count":4}'));
    await expect(apiQueryFn('getUnreadCount')()).resolves.toEqual({ count: 4 });
    expect(lastCall()[0]).toBe('/api/notifications/unread-count');
  });

  it("returns null on 401 with on401: 'returnNull', throws the ApiError otherwise", async () => {
    fetchMock.mockResolvedValue(response(401, '{"message":"Unauthorized"}'));
    await expect(apiQueryFn('getCurrentUser', {}, { on401: 'returnNull' })()).resolves.toBeNull();
    await expect(apiQueryFn('getCurrentUser')()).rejects.toThrow('401: {"message":"Unauthorized"}');
    fetchMock.mockResolvedValue(response(500, 'boom'));
    await expect(apiQueryFn('getCurrentUser', {}, { on401: 'returnNull' })()).rejects.toThrow('500: boom');
  });
});

describe('a 401 Unauthorized from a contract call', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the logged-out toast and goes to /login after 500 ms, through the QueryClient', async () => {
    const navigate = jest.fn();
    setNavigate(navigate);
    fetchMock.mockResolvedValue(response(401, '{"message":"Unauthorized"}'));
    await createQueryClient()
      .fetchQuery({ queryKey: favoriteKeys.list(), queryFn: apiQueryFn('listFavorites') })
      .catch(() => undefined);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    jest.advanceTimersByTime(500);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('query keys', () => {
  it('start with the URL of the collection they read', () => {
    expect(sessionKeys.currentUser()).toEqual(['/api/auth/user']);
    expect(sessionKeys.adminCheck()).toEqual(['/api/admin/check']);
    expect(businessKeys.all).toEqual(['/api/businesses']);
    expect(businessKeys.detail('b1')).toEqual(['/api/businesses', 'b1']);
    expect(businessKeys.search({ q: 'vet' })).toEqual(['/api/businesses', { search: { q: 'vet' } }]);
    expect(businessKeys.mine()).toEqual(['/api/my-business']);
    expect(lostFoundPetKeys.list('lost')).toEqual(['/api/lost-found-pets', { type: 'lost' }]);
    expect(lostFoundPetKeys.mine()).toEqual(['/api/user/lost-found-pets']);
    expect(adminKeys.pendingLostFoundPets()).toEqual(['/api/admin/lost-found/pending']);
  });

  it('a resource-wide key covers its lists and details (prefix match)', async () => {
    const client = new QueryClient();
    client.setQueryData(businessKeys.detail('b1'), { id: 'b1' });
    client.setQueryData(businessKeys.search({ q: 'vet' }), []);
    client.setQueryData(businessKeys.mine(), null);
    await client.invalidateQueries({ queryKey: businessKeys.all });
    expect(client.getQueryState(businessKeys.detail('b1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(businessKeys.search({ q: 'vet' }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(businessKeys.mine())?.isInvalidated).toBe(false);
  });

  it('keep a clinic’s free slots and a business’s reviews per sort apart from the data they sit under', () => {
    expect(appointmentKeys.freeSlots('b1')).toEqual(['/api/businesses', 'b1', 'slots']);
    expect(appointmentKeys.freeSlots('b1')).not.toEqual(businessKeys.detail('b1'));
    expect(reviewKeys.forBusinessSorted('b1', 'helpful')).toEqual(['/api/reviews', 'b1', { sort: 'helpful' }]);
    expect(reviewKeys.forBusinessSorted('b1', 'helpful').slice(0, 2)).toEqual([...reviewKeys.forBusiness('b1')]);
  });

  it('tell API, session and admin keys apart', () => {
    expect(isApiKey(favoriteKeys.list())).toBe(true);
    expect(isApiKey(businessKeys.detail('b1'))).toBe(true);
    expect(isApiKey(['local-draft'])).toBe(false);
    expect(isSessionKey(sessionKeys.currentUser())).toBe(true);
    expect(isSessionKey(favoriteKeys.list())).toBe(false);
    expect(isAdminKey(adminKeys.members())).toBe(true);
    expect(isAdminKey(adminKeys.settingsCategories())).toBe(true);
    expect(isAdminKey(sessionKeys.adminCheck())).toBe(false);
    expect(isAdminKey(favoriteKeys.list())).toBe(false);
  });
});
