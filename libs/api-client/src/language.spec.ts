import { getQueryFn } from './query';
import { apiRequest } from './request';

const ok = { ok: true, status: 200, text: async () => '{}', json: async () => ({}) } as Response;
const languageOfCall = (fetchMock: jest.Mock) => (fetchMock.mock.calls.at(-1)![1] as RequestInit & { headers: Record<string, string> }).headers['Accept-Language'];

describe('the language of every call (docs/decisions/0151-server-speaks-spanish.md)', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(ok);
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => window.history.pushState({}, '', '/'));

  it('is Spanish on a page under /es, for calls and queries alike', async () => {
    window.history.pushState({}, '', '/es/lost-found/new');
    await apiRequest('POST', '/api/lost-found', { a: 1 });
    expect(languageOfCall(fetchMock)).toBe('es');
    await getQueryFn()({ queryKey: ['/api/auth/user'], signal: new AbortController().signal, meta: undefined } as never);
    expect(languageOfCall(fetchMock)).toBe('es');
  });

  it('is English on every other page, /espresso included', async () => {
    for (const page of ['/', '/services', '/espresso']) {
      window.history.pushState({}, '', page);
      await apiRequest('GET', '/api/businesses');
      expect(languageOfCall(fetchMock)).toBe('en');
    }
  });
});
