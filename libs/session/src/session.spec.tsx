import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { callUrl, favoriteKeys, sessionKeys } from '@pawpals/api-client';
import { useCurrentUser } from './current-user';
import { useSignedInQuery } from './signed-in-query';

function response(status: number, body: string): Response {
  return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => body } as Response;
}

const user = { id: 'u1', firstName: 'Maya', lastName: 'Rivers', username: 'maya', email: 'maya@example.com', profileImageUrl: null, accountType: 'pet_owner', emailVerified: true };
const fetchMock = jest.fn();
let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('useCurrentUser (GET /api/auth/user)', () => {
  it('is signed out when the server answers 401', async () => {
    fetchMock.mockResolvedValue(response(401, '{"message":"Unauthorized"}'));
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ user: null, isLoading: false, isAuthenticated: false });
    expect(fetchMock).toHaveBeenCalledWith(callUrl('getCurrentUser'), expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it('is signed in with the user the server answers', async () => {
    fetchMock.mockResolvedValue(response(200, JSON.stringify(user)));
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(result.current.user).toEqual(user);
  });
});

describe('useSignedInQuery', () => {
  const favorites = (queryFn: () => Promise<string[]>, enabled?: boolean) =>
    queryOptions({ queryKey: favoriteKeys.list(), queryFn, ...(enabled === undefined ? {} : { enabled }) });

  it('asks nothing while signed out', async () => {
    fetchMock.mockResolvedValue(response(401, '{"message":"Unauthorized"}'));
    const queryFn = jest.fn(async () => ['f1']);
    const { result } = renderHook(() => [useCurrentUser(), useSignedInQuery(favorites(queryFn))] as const, { wrapper });
    await waitFor(() => expect(result.current[0].isLoading).toBe(false));
    expect(queryFn).not.toHaveBeenCalled();
    expect(result.current[1].fetchStatus).toBe('idle');
  });

  it('asks once signed in, unless its own enabled says no', async () => {
    fetchMock.mockResolvedValue(response(200, JSON.stringify(user)));
    const queryFn = jest.fn(async () => ['f1']);
    const { result } = renderHook(() => useSignedInQuery(favorites(queryFn)), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(['f1']));

    const other = new QueryClient();
    other.setQueryData(sessionKeys.currentUser(), user);
    const disabled = jest.fn(async () => ['f2']);
    renderHook(() => useSignedInQuery(favorites(disabled, false)), {
      wrapper: ({ children }) => <QueryClientProvider client={other}>{children}</QueryClientProvider>,
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(disabled).not.toHaveBeenCalled();
  });
});
