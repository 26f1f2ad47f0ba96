import { callApiPage, nextCursorOf } from './call';

/** The one paging convention seen from the browser (docs/decisions/0139-one-paging-convention.md). */
function page(body: unknown, link?: string): Response {
  return {
    ok: true,
    status: 200,
    statusText: '',
    headers: new Headers(link ? { Link: link } : {}),
    text: async () => JSON.stringify(body),
    json: async () => body,
  } as Response;
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('callApiPage', () => {
  it("answers a page's items and the next page's cursor from its Link header, asking the same URL with the cursor", async () => {
    fetchMock.mockResolvedValueOnce(page([{ id: 'a' }], '</api/lost-found-pets?q=beagle&cursor=eyJs_-9>; rel="next"'));
    expect(await callApiPage('listLostFoundPets', { query: { q: 'beagle' } })).toEqual({ items: [{ id: 'a' }], nextCursor: 'eyJs_-9' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/lost-found-pets?q=beagle');

    fetchMock.mockResolvedValueOnce(page([{ id: 'b' }]));
    expect(await callApiPage('listLostFoundPets', { query: { q: 'beagle', cursor: 'eyJs_-9' } })).toEqual({ items: [{ id: 'b' }], nextCursor: null });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/lost-found-pets?q=beagle&cursor=eyJs_-9');
  });

  it('throws the readable error of a refused page like callApi', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 400, statusText: 'Bad Request', text: async () => '{"message":"limit must be a whole number from 1 to 100"}' });
    await expect(callApiPage('listLostFoundPets', { query: { limit: '0' } })).rejects.toThrow(/limit must be a whole number from 1 to 100/);
  });
});

describe('nextCursorOf', () => {
  it('reads the cursor of the rel="next" link only', () => {
    expect(nextCursorOf(null)).toBeNull();
    expect(nextCursorOf('')).toBeNull();
    expect(nextCursorOf('</api/x?cursor=abc>; rel="next"')).toBe('abc');
    expect(nextCursorOf('</api/x?cursor=first>; rel="prev", </api/x?a=1&cursor=second>; rel=next')).toBe('second');
    expect(nextCursorOf('<https://pawpals.example/api/x?cursor=c3>; rel="last next"')).toBe('c3');
    expect(nextCursorOf('</api/x?cursor=abc>; rel="prefetch"')).toBeNull();
  });
});
