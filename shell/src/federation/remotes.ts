import { REMOTE_NAMES, REMOTES_ELEMENT_ID, type RemoteName } from '@pawpals/remotes';

/**
 * The remotes are loaded with the classic container protocol that rspack's ModuleFederationPluginV1 builds
 * (libs/ui/build/rspack-app.mjs): a remote's `remoteEntry.js` defines a global container named after the
 * remote; the shell initialises it with its share scope (one React, one router, …) and asks it for an
 * exposed module. No federation runtime library is shipped for this: it was ≈ 40 KB gzip of the first render
 * (docs/decisions/0060-first-render-javascript.md).
 */
export type RemotesManifest = Record<RemoteName, string>;

/** Where the shell learns, at run time, the URL of each remote's remoteEntry.js. */
export const REMOTES_MANIFEST_URL = '/remotes.manifest.json';

interface Container {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

let manifestPromise: Promise<RemotesManifest> | null = null;
const loadedModules = new Map<string, unknown>();
const containers = new Map<RemoteName, Promise<Container>>();

function isManifest(value: unknown): value is RemotesManifest {
  return !!value && typeof value === 'object' && REMOTE_NAMES.every((n) => typeof (value as Record<string, unknown>)[n] === 'string');
}

function inlineManifest(): RemotesManifest | null {
  try {
    const inline: unknown = JSON.parse(document.getElementById(REMOTES_ELEMENT_ID)?.textContent ?? 'null');
    return isManifest(inline) ? inline : null;
  } catch {
    return null;
  }
}

/**
 * The manifest: the copy inline in the page when the gateway served it (one request less before a section
 * can load), else fetched once; a failed fetch is retried on the next call.
 */
export function remotesManifest(): Promise<RemotesManifest> {
  const inline = manifestPromise ? null : inlineManifest();
  if (inline) manifestPromise = Promise.resolve(inline);
  manifestPromise ??= fetch(REMOTES_MANIFEST_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' })
    .then(async (res) => {
      if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
      const manifest: unknown = await res.json();
      if (!isManifest(manifest)) throw new Error('Invalid remotes manifest');
      return manifest;
    })
    .catch((error: unknown) => {
      manifestPromise = null;
      throw error;
    });
  return manifestPromise;
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // A failed script is removed, so a retry adds a fresh one (with its own URL) instead of reusing it.
      script.remove();
      reject(new Error(`Could not load ${url}`));
    };
    document.head.appendChild(script);
  });
}

/** Loads and initialises a remote's container once; a failed load is forgotten so the next call tries again. */
function container(remote: RemoteName, url: string): Promise<Container> {
  let pending = containers.get(remote);
  if (!pending) {
    pending = loadScript(url).then(async () => {
      const loaded = (window as unknown as Partial<Record<string, Container>>)[remote];
      if (!loaded || typeof loaded.get !== 'function') throw new Error(`${url} did not define the container ${remote}`);
      await __webpack_init_sharing__('default');
      await loaded.init(__webpack_share_scopes__['default']);
      return loaded;
    });
    pending.catch(() => containers.delete(remote));
    containers.set(remote, pending);
  }
  return pending;
}

let attempt = 0;

/**
 * Loads `<remote>/<exposed>`. Successful loads are cached for the session. With `retry`, the entry URL
 * is cache-busted, so a remote whose server came back is picked up.
 */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, options: { retry?: boolean } = {}): Promise<T> {
  const id = `${remote}/${exposed}`;
  if (loadedModules.has(id)) return loadedModules.get(id) as T;
  const manifest = await remotesManifest();
  let url = manifest[remote];
  if (options.retry) {
    attempt += 1;
    url = `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
  }
  const factory = await (await container(remote, url)).get(`./${exposed}`);
  const mod = factory() as T;
  if (!mod) throw new Error(`Remote module ${id} could not be loaded`);
  loadedModules.set(id, mod);
  return mod;
}

/** Synchronous peek, so a section already loaded renders without a loading flash. */
export function peekRemoteModule<T>(remote: RemoteName, exposed: string): T | undefined {
  return loadedModules.get(`${remote}/${exposed}`) as T | undefined;
}
