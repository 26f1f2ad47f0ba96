import { useToastStore } from '@pawpals/ui';
import { ApiError, errorMessageOf, isUnauthorizedError, throwIfResNotOk } from './errors';
import { apiRequest } from './request';
import { getQueryFn } from './query';
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

describe('error format', () => {
  it('uses "<status>: <body>" for a non-OK answer with a body', async () => {
    await expect(throwIfResNotOk(response(409, '{"message":"An account with this email already exists"}'))).rejects.toThrow(
      '409: {"message":"An account with this email already exists"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(throwIfResNotOk(response(503, '', 'Service Unavailable'))).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('does nothing for an OK answer', async () => {
    await expect(throwIfResNotOk(response(200, '{}'))).resolves.toBeUndefined();
  });

  it('reads the server message for toasts', () => {
    const error = new ApiError(401, '{"message":"Invalid email/username or password"}', '401: {"message":"Invalid email/username or password"}');
    expect(errorMessageOf(error, 'fallback')).toBe('Invalid email/username or password');
    expect(errorMessageOf(new Error('500: boom'), 'fallback')).toBe('boom');
    expect(errorMessageOf(null, 'fallback')).toBe('fallback');
  });

  it('recognises the 401 Unauthorized error only', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Invalid email/username or password"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
  });
});

describe('requests', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('sends JSON with cookies', async () => {
    fetchMock.mockResolvedValue(response(201, '{"id":"1"}'));
    await apiRequest('POST', '/api/signup', { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/signup',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"a":1}', headers: expect.objectContaining({ 'Content-Type': 'application/json' }) }),
    );
  });

  it('getQueryFn returns null on 401 when asked, throws otherwise', async () => {
    fetchMock.mockResolvedValue(response(401, '{"message":"Unauthorized"}'));
    const ctx = { queryKey: ['/api/auth/user'], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ on401: 'returnNull' })(ctx)).resolves.toBeNull();
    await expect(getQueryFn()(ctx)).rejects.toThrow('401: {"message":"Unauthorized"}');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include' }));
  });
});

describe('401 behaviour', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the logged-out toast and goes to /login after 500 ms, to come back to the page it was on', async () => {
    const navigate = jest.fn();
    setNavigate(navigate);
    window.history.pushState(null, '', '/business/42?tab=reviews');
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new Error('401: {"message":"Unauthorized"}')) })
      .catch(() => undefined);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    jest.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/login?returnTo=%2Fbusiness%2F42%3Ftab%3Dreviews');
    window.history.pushState(null, '', '/');
  });

  it('leaves other errors alone', async () => {
    const navigate = jest.fn();
    setNavigate(navigate);
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(new Error('500: nope')) }).catch(() => undefined);
    jest.advanceTimersByTime(1000);
    expect(navigate).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('uses the app-wide defaults', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: Infinity, refetchInterval: false });
  });
});
