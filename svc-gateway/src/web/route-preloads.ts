import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, type RouteName } from '@pawpals/contracts';
import { defaultManifestUrl, REMOTE_NAMES, REMOTES, remoteBasePath, type RemoteName } from '@pawpals/remotes';

/** The part of a Module Federation manifest (mf-manifest.json) that says which files a remote's entry and exposed modules need. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** The remote that owns a path, by its route patterns (react-router style: exact, or a `/*` prefix). */
export function remoteOwning(pathname: string): RemoteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const matches = (pattern: string) => (pattern.endsWith('/*') ? path === pattern.slice(0, -2) || path.startsWith(pattern.slice(0, -1)) : path === pattern);
  return REMOTE_NAMES.find((name) => REMOTES[name].routes.some(matches)) ?? null;
}

const manifests = new Map<string, { mtimeMs: number; manifest: FederationManifest }>();

/** The remote's built manifest, read again only when the file changed (a redeploy). */
function manifestOf(file: string): FederationManifest | null {
  try {
    const { mtimeMs } = statSync(file);
    const cached = manifests.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.manifest;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
    manifests.set(file, { mtimeMs, manifest });
    return manifest;
  } catch {
    return null;
  }
}

/**
 * `<link rel="preload">` tags naming what the page at `pathname` needs before the shell's script asks for
 * it: the owning remote's manifest, its remote entry and the files of its `./routes` module, so they load
 * in parallel with the shell instead of one after the other. Only for remotes served here (a remote
 * deployed elsewhere with REMOTE_URL_* is left to the shell).
 */
export function routePreloads(rootDir: string, pathname: string, manifestUrls: Record<RemoteName, string>): string[] {
  const remote = remoteOwning(pathname);
  if (!remote || manifestUrls[remote] !== defaultManifestUrl(remote)) return [];
  const base = remoteBasePath(remote);
  const manifest = manifestOf(join(rootDir, REMOTES[remote].dir, 'dist', 'mf-manifest.json'));
  if (!manifest) return [];
  const entry = manifest.metaData?.remoteEntry;
  const routes = manifest.exposes?.find((e) => e.path === './routes')?.assets;
  const file = (name: string) => `${base}/${name}`;
  return [
    `<link rel="preload" href="${defaultManifestUrl(remote)}" as="fetch" crossorigin="anonymous" />`,
    ...(entry?.name ? [`<link rel="preload" href="${file(`${entry.path ? `${entry.path}/` : ''}${entry.name}`)}" as="script" />`] : []),
    ...(routes?.css?.sync ?? []).map((name) => `<link rel="preload" href="${file(name)}" as="style" />`),
    ...(routes?.js?.sync ?? []).map((name) => `<link rel="preload" href="${file(name)}" as="script" />`),
  ];
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The answers a detail page asks for first, by the contracts' routes (their one path parameter is the page's id). */
const FIRST_SCREEN_DATA: { page: RegExp; routes: RouteName[] }[] = [
  { page: new RegExp(`^/business/(${UUID})/?$`, 'i'), routes: ['getBusiness', 'listReviews'] },
  { page: new RegExp(`^/lost-found/(${UUID})/?$`, 'i'), routes: ['getLostFoundPet', 'listSightings'] },
];

/**
 * `<link rel="preload" as="fetch">` of the API answers a detail page shows first, so they load while the
 * code does instead of after it. `use-credentials` matches the client's fetch (credentials: 'include'),
 * so the browser hands the preloaded answer to it instead of asking twice.
 */
export function dataPreloads(pathname: string): string[] {
  for (const { page, routes } of FIRST_SCREEN_DATA) {
    const id = page.exec(pathname)?.[1];
    if (!id) continue;
    return routes.map((name) => `<link rel="preload" href="/api${ROUTES[name].path.replace(/:[A-Za-z]+/, encodeURIComponent(id))}" as="fetch" crossorigin="use-credentials" />`);
  }
  return [];
}
