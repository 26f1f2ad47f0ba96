import { imageSrcSet } from '@pawpals/contracts';
import { FIRST_SCREEN_IMAGE_SIZES } from '@pawpals/remotes';
import { dataPreloads, heroImagePreload, sectionPreloads } from './route-preloads';

describe('route preloads', () => {
  const preload = (path: string) => `<link rel="preload" href="${path}" as="fetch" crossorigin="use-credentials" />`;
  const who = preload('/api/auth/user');

  it("names the API answers of a page's first screen, fetched like the client fetches them, and who is signed in on every page", () => {
    const id = '0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e';
    expect(dataPreloads(`/business/${id}`)).toEqual([who, preload(`/api/businesses/${id}`), preload(`/api/reviews/${id}`)]);
    expect(dataPreloads(`/lost-found/${id}/`)).toEqual([who, preload(`/api/lost-found-pets/${id}`), preload(`/api/lost-found-pets/${id}/sightings`)]);
    expect(dataPreloads('/services')).toEqual([who, preload('/api/businesses')]);
    expect(dataPreloads('/lost-found')).toEqual([who, preload('/api/lost-found-pets'), preload('/api/lost-found-pets/reunions')]);
    expect(dataPreloads('/business/not-an-id')).toEqual([who]);
    expect(dataPreloads('/lost-found/new')).toEqual([who]);
    expect(dataPreloads('/about')).toEqual([who]);
  });

  it("preloads what the admin guard asks and an admin list's first page, nothing on the admin sign-in page", () => {
    const guard = [who, preload('/api/admin/check')];
    expect(dataPreloads('/admin/users')).toEqual([...guard, preload('/api/admin/users')]);
    expect(dataPreloads('/admin/businesses')).toEqual([...guard, preload('/api/admin/businesses')]);
    expect(dataPreloads('/admin')).toEqual(guard);
    expect(dataPreloads('/admin/login')).toEqual([]);
  });

  it('preloads nothing of a list page opened with filters: the client asks other addresses then', () => {
    expect(dataPreloads('/services', '?category=groomer')).toEqual([who]);
    expect(dataPreloads('/lost-found', '?type=lost')).toEqual([who]);
  });

  it("puts the remotes' entry URLs in the page and preloads the entry of the remote owning it", () => {
    const remotes = {
      mfe_directory: '/remotes/mfe-directory/remoteEntry.js',
      mfe_lostfound: 'https://lf.example.com/remoteEntry.js?v=<2>',
      mfe_account: '/remotes/mfe-account/remoteEntry.js',
      mfe_admin: '/remotes/mfe-admin/remoteEntry.js',
    };
    const inline = `<script type="application/json" id="pawpals-remotes">${JSON.stringify(remotes).replace(/</g, '\\u003c')}</script>`;
    expect(sectionPreloads('/services', remotes)).toEqual([inline, '<link rel="preload" href="/remotes/mfe-directory/remoteEntry.js" as="script" />']);
    expect(sectionPreloads('/lost-found/123', remotes)).toEqual([inline, '<link rel="preload" href="https://lf.example.com/remoteEntry.js?v=&#60;2&#62;" as="script" />']);
    expect(sectionPreloads('/about', remotes)).toEqual([inline]);
    expect(JSON.parse(inline.slice(inline.indexOf('>') + 1, inline.lastIndexOf('<')))).toEqual(remotes);
  });
});

describe('heroImagePreload', () => {
  const PHOTO = '/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e';

  it('preloads a stored photo as its <img> asks for it (the same srcset and sizes), with a high priority', () => {
    expect(heroImagePreload(PHOTO, FIRST_SCREEN_IMAGE_SIZES)).toBe(
      `<link rel="preload" as="image" imagesrcset="${imageSrcSet(PHOTO)}" imagesizes="${FIRST_SCREEN_IMAGE_SIZES}" fetchpriority="high" />`,
    );
  });

  it('preloads any other photo at its URL', () => {
    expect(heroImagePreload('/objects/a.jpg', FIRST_SCREEN_IMAGE_SIZES)).toBe('<link rel="preload" href="/objects/a.jpg" as="image" fetchpriority="high" />');
  });
});
