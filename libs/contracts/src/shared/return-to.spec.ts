import { authPathWithReturn, returnPathOr, safeReturnPath } from './return-to';

describe('returnTo: where sign-in sends a person back to', () => {
  it('keeps a path of this site with its search', () => {
    expect(safeReturnPath('/business/42?then=save')).toBe('/business/42?then=save');
    expect(safeReturnPath('/lost-found/7')).toBe('/lost-found/7');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    ['another host', '//evil.example/x'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash further on', '/a\\b'],
    ['a scheme', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a relative path', 'business/42'],
    ['a tab that browsers strip into //', '/\t/evil.example'],
    ['a newline', '/a\nb'],
    ['empty', ''],
    ['the login page (a loop)', '/login?returnTo=/x'],
    ['a sign-up page', '/signup/user'],
    ['the logout link', '/api/logout'],
  ])('refuses %s', (_why, value) => {
    expect(safeReturnPath(value)).toBeNull();
    expect(returnPathOr(value, '/services')).toBe('/services');
  });

  it('refuses what is not a string or is absurdly long', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(2000)}`)).toBeNull();
  });

  it('builds sign-in links that come back, and plain ones when there is nowhere to come back to', () => {
    expect(authPathWithReturn('/login', '/business/42?then=save')).toBe('/login?returnTo=%2Fbusiness%2F42%3Fthen%3Dsave');
    expect(authPathWithReturn('/signup', '/login')).toBe('/signup');
    expect(authPathWithReturn('/login', '/')).toBe('/login');
    expect(authPathWithReturn('/login', '//evil.example')).toBe('/login');
  });
});
