import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPreloads, remoteOwning, routePreloads } from './route-preloads';
import { remotesManifest } from './web-apps';

describe('route preloads', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'pawpals-preloads-'));
    mkdirSync(join(root, 'mfe-directory/dist'), { recursive: true });
    writeFileSync(
      join(root, 'mfe-directory/dist/mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { path: './other', assets: { js: { sync: ['9.other.js'] }, css: { sync: [] } } },
          { path: './routes', assets: { js: { sync: ['304.aaaa.js', '__federation_expose_routes.bbbb.js'], async: ['201.late.js'] }, css: { sync: ['304.cccc.css'] } } },
        ],
      }),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds the remote that owns a path like the shell does', () => {
    expect(remoteOwning('/services')).toBe('mfe_directory');
    expect(remoteOwning('/business/3f1c')).toBe('mfe_directory');
    expect(remoteOwning('/lost-found/')).toBe('mfe_lostfound');
    expect(remoteOwning('/admin/users')).toBe('mfe_admin');
    expect(remoteOwning('/servicesX')).toBeNull();
    expect(remoteOwning('/about')).toBeNull();
  });

  it("names the owning remote's manifest, entry and the sync files of its routes module (not the lazy ones)", () => {
    expect(routePreloads(root, '/business/3f1c', remotesManifest({}))).toEqual([
      '<link rel="preload" href="/remotes/mfe-directory/mf-manifest.json" as="fetch" crossorigin="anonymous" />',
      '<link rel="preload" href="/remotes/mfe-directory/remoteEntry.js" as="script" />',
      '<link rel="preload" href="/remotes/mfe-directory/304.cccc.css" as="style" />',
      '<link rel="preload" href="/remotes/mfe-directory/304.aaaa.js" as="script" />',
      '<link rel="preload" href="/remotes/mfe-directory/__federation_expose_routes.bbbb.js" as="script" />',
    ]);
  });

  it('names nothing for shell pages, unbuilt remotes or a remote deployed elsewhere', () => {
    expect(routePreloads(root, '/about', remotesManifest({}))).toEqual([]);
    expect(routePreloads(root, '/lost-found', remotesManifest({}))).toEqual([]);
    expect(routePreloads(root, '/services', remotesManifest({ REMOTE_URL_MFE_DIRECTORY: 'https://cdn.example/dir/mf-manifest.json' }))).toEqual([]);
  });

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
});
