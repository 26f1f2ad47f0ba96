import { sectionOwnerOf } from './sections';

// The route → remote mapping comes from libs/remotes/src/remotes.json
// (docs/architecture.md#where-a-new-thing-goes).
describe('sectionOwnerOf', () => {
  it.each([
    ['/services', 'mfe_directory'],
    ['/business/7f9c2d0e-1111-4222-8333-944445555666', 'mfe_directory'],
    ['/lost-found', 'mfe_lostfound'],
    ['/lost-found/new', 'mfe_lostfound'],
    ['/signup/business', 'mfe_account'],
    ['/login', 'mfe_account'],
    ['/forgot-password', 'mfe_account'],
    ['/reset-password', 'mfe_account'],
    ['/verify-email', 'mfe_account'],
    ['/settings', 'mfe_account'],
    ['/unsubscribe', 'mfe_account'],
    ['/dashboard', 'mfe_account'],
    ['/my-business', 'mfe_account'],
    ['/admin/login', 'mfe_admin'],
    ['/admin', 'mfe_admin'],
  ])('%s is owned by %s', (path, owner) => {
    expect(sectionOwnerOf(path)).toBe(owner);
  });

  it('leaves the shell’s own and unknown paths to the shell', () => {
    expect(sectionOwnerOf('/about')).toBeNull();
    expect(sectionOwnerOf('/services-and-more')).toBeNull();
    expect(sectionOwnerOf('/nope')).toBeNull();
  });
});
