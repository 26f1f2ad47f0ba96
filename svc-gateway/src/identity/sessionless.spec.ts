import { needsSession } from './sessionless';

describe('needsSession', () => {
  it('skips the session lookup for files, pages and the public reads answered alike for everyone', () => {
    expect(needsSession('GET', '/')).toBe(false);
    expect(needsSession('GET', '/services')).toBe(false);
    expect(needsSession('GET', '/remotes/directory/remoteEntry.js')).toBe(false);
    expect(needsSession('GET', '/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e')).toBe(false);
    expect(needsSession('GET', '/sitemap.xml')).toBe(false);
    expect(needsSession('GET', '/api/businesses')).toBe(false);
    expect(needsSession('HEAD', '/api/businesses/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e')).toBe(false);
    expect(needsSession('GET', '/api/health')).toBe(false);
    expect(needsSession('GET', '/api/lost-found-pets/map')).toBe(false);
  });

  it('looks the session up for every other /api request, public ones whose answer depends on the caller included', () => {
    expect(needsSession('GET', '/api/auth/user')).toBe(true);
    expect(needsSession('GET', '/api/notifications/unread-count')).toBe(true);
    expect(needsSession('GET', '/api/lost-found-pets/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e')).toBe(true);
    expect(needsSession('GET', '/api/lost-found-pets')).toBe(true);
    expect(needsSession('GET', '/api/reviews/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e')).toBe(true);
    expect(needsSession('POST', '/api/businesses')).toBe(true);
    expect(needsSession('DELETE', '/api/businesses/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e')).toBe(true);
    expect(needsSession('GET', '/api/no/such/route')).toBe(true);
    expect(needsSession('GET', '/api/my-business')).toBe(true);
  });
});
