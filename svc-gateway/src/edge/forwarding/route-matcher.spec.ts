import { RouteMatcher } from './route-matcher';
import type { MatchableRoute } from './route-matcher';

const route = (method: MatchableRoute['method'], path: string): MatchableRoute => ({ method, path });

describe('RouteMatcher', () => {
  const matcher = new RouteMatcher([
    route('PATCH', '/notifications/:id/read'),
    route('GET', '/notifications/:id'),
    route('GET', '/notifications/unread-count'),
    route('GET', '/notifications'),
  ]);

  it('prefers a literal segment over a parameter', () => {
    expect(matcher.match('GET', '/notifications/unread-count')).toEqual({
      route: expect.objectContaining({ path: '/notifications/unread-count' }),
      params: {},
    });
  });

  it('extracts decoded parameters', () => {
    expect(matcher.match('PATCH', '/notifications/a%20b/read')).toEqual({
      route: expect.objectContaining({ path: '/notifications/:id/read' }),
      params: { id: 'a b' },
    });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(matcher.match('DELETE', '/notifications')).toBe('method_not_allowed');
    expect(matcher.match('GET', '/nothing/here')).toBeUndefined();
    expect(matcher.match('GET', '/notifications/%E0%A4%A/read')).toBeUndefined();
  });
});
