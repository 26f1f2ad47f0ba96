import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { REMOTE_NAMES, REMOTES, remoteBasePath, type RemoteName } from '@pawpals/remotes';

/** The service worker's source in the shell's build (shell/src/pwa/service-worker.js, copied by the build). */
export const SERVICE_WORKER_SOURCE = 'sw-source.js';

export interface Precache {
  /** Changes whenever a listed file does: a new deploy of the shell or of a saved section. */
  version: string;
  urls: string[];
}

/** Files a browser runs or draws; source maps and the precompressed copies are not fetched by a page. */
const SAVED_FILE = /\.(js|css|svg|png|webp|woff2?|webmanifest|json|html)$/;
const NOT_SAVED = /\.(map|br|gz)$|(^|\/)(mf-stats\.json|sw-source\.js)$|^pages\//;
/** Files whose names do not change with their content: their bytes go into the version. */
const UNHASHED = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|manifest\.webmanifest|[^/.]+\.(png|svg))$/;

/**
 * Sections saved for offline at install: the public ones and the member's account. The admin portal is a
 * tool used at a desk; its files are saved only once opened (docs/decisions/0143-installable-and-offline.md).
 */
export function sectionsSavedAtInstall(): RemoteName[] {
  return REMOTE_NAMES.filter((name) => !REMOTES[name].routes.every((route) => route.startsWith('/admin')));
}

/**
 * What the service worker saves when it installs: the shell's files and those of every section served from
 * here (a section deployed elsewhere, REMOTE_URL_*, is saved as it is used). `remoteUrls` is the remotes
 * manifest the shell is given.
 */
export function precacheOf(rootDir: string, remoteUrls: Record<RemoteName, string>): Precache {
  const listed: { url: string; file: string }[] = [];
  const add = (dist: string, base: string) => {
    for (const rel of filesUnder(dist)) if (SAVED_FILE.test(rel) && !NOT_SAVED.test(rel)) listed.push({ url: `${base}/${rel}`, file: join(dist, rel) });
  };
  add(join(rootDir, 'shell', 'dist'), '');
  for (const name of sectionsSavedAtInstall()) {
    const base = remoteBasePath(name);
    if (remoteUrls[name] !== `${base}/remoteEntry.js`) continue;
    // A section's own index.html is its standalone harness page, never loaded inside the app.
    add(join(rootDir, REMOTES[name].dir, 'dist'), base);
  }
  const kept = listed.filter(({ url }) => !/^\/remotes\/[^/]+\/index\.html$/.test(url)).sort((a, b) => a.url.localeCompare(b.url));
  const hash = createHash('sha256');
  for (const { url, file } of kept) {
    hash.update(url);
    if (UNHASHED.test(url)) hash.update(readFileSync(file));
  }
  return { version: hash.digest('base64url').slice(0, 16), urls: kept.map(({ url }) => url) };
}

/** /sw.js: the precache line, then the worker's source. Null when the shell's build has no worker. */
export function serviceWorkerScript(rootDir: string, remoteUrls: Record<RemoteName, string>): string | null {
  const source = join(rootDir, 'shell', 'dist', SERVICE_WORKER_SOURCE);
  if (!existsSync(source)) return null;
  return `const PRECACHE = ${JSON.stringify(precacheOf(rootDir, remoteUrls))};\n${readFileSync(source, 'utf8')}`;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at)) {
      if (entry.startsWith('.')) continue;
      const path = join(at, entry);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out;
}
