// Bench-only stand-in for shell/src/federation/remotes.ts (bench/budgets/fixed-classic.rspack.config.mjs):
// loads remotes with the classic container protocol (remoteEntry.js defines a global container; init it
// with the share scope, get the exposed module) instead of @module-federation/enhanced's runtime, so no
// federation runtime library is shipped. Same exports as the real module; manifest URLs as today
// (…/mf-manifest.json is mapped to the remoteEntry.js beside it).
export const REMOTE_NAMES = ['mfe_directory', 'mfe_lostfound', 'mfe_account', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemotesManifest = Record<RemoteName, string>;
export const REMOTES_MANIFEST_URL = '/remotes.manifest.json';

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;
interface Container {
  init(scope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

let manifestPromise: Promise<RemotesManifest> | null = null;
const loadedModules = new Map<string, unknown>();
const containers = new Map<string, Promise<Container>>();

export function remotesManifest(): Promise<RemotesManifest> {
  manifestPromise ??= fetch(REMOTES_MANIFEST_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' })
    .then(async (res) => {
      if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
      return (await res.json()) as RemotesManifest;
    })
    .catch((error: unknown) => {
      manifestPromise = null;
      throw error;
    });
  return manifestPromise;
}

function loadContainer(name: RemoteName, url: string): Promise<Container> {
  let pending = containers.get(name);
  if (!pending) {
    pending = new Promise<void>((done, fail) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => done();
      script.onerror = () => fail(new Error(`Could not load ${url}`));
      document.head.appendChild(script);
    }).then(async () => {
      await __webpack_init_sharing__('default');
      const container = (window as unknown as Record<string, Container>)[name];
      await container.init(__webpack_share_scopes__['default']);
      return container;
    });
    pending.catch(() => containers.delete(name));
    containers.set(name, pending);
  }
  return pending;
}

export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const id = `${remote}/${exposed}`;
  if (loadedModules.has(id)) return loadedModules.get(id) as T;
  const manifest = await remotesManifest();
  const container = await loadContainer(remote, manifest[remote].replace(/mf-manifest\.json$/, 'remoteEntry.js'));
  const mod = (await container.get(`./${exposed}`))() as T;
  loadedModules.set(id, mod);
  return mod;
}

export function peekRemoteModule<T>(remote: RemoteName, exposed: string): T | undefined {
  return loadedModules.get(`${remote}/${exposed}`) as T | undefined;
}
