import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { changeLoadedItems, followingPages, loadedItems, lowerCount, type ListPage } from './paged-list';

type Row = { id: string; on: boolean };
const pages = (...pageItems: Row[][]): InfiniteData<ListPage<Row>> => ({
  pages: pageItems.map((items, i) => ({ items, nextCursor: i < pageItems.length - 1 ? `c${i}` : null })),
  pageParams: pageItems.map((_, i) => (i === 0 ? undefined : `c${i - 1}`)),
});

describe('admin lists, page by page', () => {
  it('follows the cursor of each page until the last', () => {
    expect(followingPages.getNextPageParam({ items: [], nextCursor: 'abc' })).toBe('abc');
    expect(followingPages.getNextPageParam({ items: [], nextCursor: null })).toBeUndefined();
  });

  it('shows the items of every loaded page in order, none before the first answer', () => {
    expect(loadedItems(undefined)).toEqual([]);
    expect(loadedItems(pages([{ id: 'a', on: false }], [{ id: 'b', on: false }])).map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('changes the loaded pages of every search of a list at once, keeping their cursors', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/admin/businesses', { q: '' }], pages([{ id: 'a', on: false }], [{ id: 'b', on: false }]));
    client.setQueryData(['/api/admin/businesses', { q: 'b' }], pages([{ id: 'b', on: false }]));
    changeLoadedItems<Row>(client, ['/api/admin/businesses'], (rows) => rows.map((r) => (r.id === 'b' ? { ...r, on: true } : r)));
    const all = client.getQueryData<InfiniteData<ListPage<Row>>>(['/api/admin/businesses', { q: '' }])!;
    expect(loadedItems(all)).toEqual([{ id: 'a', on: false }, { id: 'b', on: true }]);
    expect(all.pages.map((page) => page.nextCursor)).toEqual(['c0', null]);
    expect(loadedItems(client.getQueryData<InfiniteData<ListPage<Row>>>(['/api/admin/businesses', { q: 'b' }]))).toEqual([{ id: 'b', on: true }]);
  });

  it('lowers a total at once by what an action took off, never below 0, and leaves a total not read yet alone', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/admin/reported-content/count'], { count: 3 });
    lowerCount(client, ['/api/admin/reported-content/count'], 2);
    expect(client.getQueryData(['/api/admin/reported-content/count'])).toEqual({ count: 1 });
    lowerCount(client, ['/api/admin/reported-content/count'], 5);
    expect(client.getQueryData(['/api/admin/reported-content/count'])).toEqual({ count: 0 });
    lowerCount(client, ['/api/admin/lost-found/pending/count'], 1);
    expect(client.getQueryData(['/api/admin/lost-found/pending/count'])).toBeUndefined();
  });
});
