import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@pawpals/remotes';

export type RemotesManifest = Record<RemoteName, string>;

/** Where the shell learns, at run time, the URL of each remote's mf-manifest.json (or remoteEntry.js). */
export const REMOTES_MANIFEST_URL = '/remotes.manifest.json';

let manifestPromise: Promise<RemotesManifest> | null = null;
const loadedModules = new Map<string, unknown>();

function isManifest(value: unknown): value is RemotesManifest {
  return !!value && typeof value === 'object' && REMOTE_NAMES.every((n) => typeof (value as Record<string, unknown>)[n] === 'string');
}

/** Fetches the manifest once and registers every remote; a failed fetch is retried on the next call. */
export function remotesManifest(): Promise<RemotesManifest> {
  manifestPromise ??= fetch(REMOTES_MANIFEST_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' })
    .then(async (res) => {
      if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
      const manifest: unknown = await res.json();
      if (!isManifest(manifest)) throw new Error('Invalid remotes manifest');
      registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifest[name] })));
      return manifest;
    })
    .catch((error: unknown) => {
      manifestPromise = null;
      throw error;
    });
  return manifestPromise;
}

let attempt = 0;

/**
 * Loads `<remote>/<exposed>`. Successful loads are cached for the session. With `retry`, the remote is
 * registered again (cache-busted entry URL) so a remote whose server came back is picked up.
 */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, options: { retry?: boolean } = {}): Promise<T> {
  const id = `${remote}/${exposed}`;
  if (loadedModules.has(id)) return loadedModules.get(id) as T;
  const manifest = await remotesManifest();
  if (options.retry) {
    attempt += 1;
    const entry = manifest[remote];
    registerRemotes([{ name: remote, entry: `${entry}${entry.includes('?') ? '&' : '?'}retry=${attempt}` }], { force: true });
  }
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`Remote module ${id} could not be loaded`);
  loadedModules.set(id, mod);
  return mod;
}

/** Synchronous peek, so a section already loaded renders without a loading flash. */
export function peekRemoteModule<T>(remote: RemoteName, exposed: string): T | undefined {
  return loadedModules.get(`${remote}/${exposed}`) as T | undefined;
}
