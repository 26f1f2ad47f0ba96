import { dataPreloads, sectionPreloads } from './route-preloads';

describe('route preloads', () => {
  it("names the API answers of a detail page's first screen, fetched like the client fetches them", () => {
    const id = '0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e';
    expect(dataPreloads(`/business/${id}`)).toEqual([
      `<link rel="preload" href="/api/businesses/${id}" as="fetch" crossorigin="use-credentials" />`,
      `<link rel="preload" href="/api/reviews/${id}" as="fetch" crossorigin="use-credentials" />`,
    ]);
    expect(dataPreloads(`/lost-found/${id}/`)).toEqual([
      `<link rel="preload" href="/api/lost-found-pets/${id}" as="fetch" crossorigin="use-credentials" />`,
      `<link rel="preload" href="/api/lost-found-pets/${id}/sightings" as="fetch" crossorigin="use-credentials" />`,
    ]);
    expect(dataPreloads('/business/not-an-id')).toEqual([]);
    expect(dataPreloads('/lost-found/new')).toEqual([]);
    expect(dataPreloads('/services')).toEqual([]);
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
