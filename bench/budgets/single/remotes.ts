// Bench-only stand-in for shell/src/federation/remotes.ts in the single-bundle build
// (bench/budgets/single.rspack.config.mjs): the directory section is imported statically instead of
// being loaded through Module Federation, so the shell and mfe-directory's pages end up in one bundle.
// Same exports as the real module, so the shell's code is bundled unchanged.
import { REMOTE_NAMES, type RemoteName } from '@pawpals/remotes';
import DirectoryRoutes from '../../../mfe-directory/src/routes';

export type RemotesManifest = Record<RemoteName, string>;
export const REMOTES_MANIFEST_URL = '/remotes.manifest.json';

const MODULES: Partial<Record<string, unknown>> = {
  'mfe_directory/routes': { default: DirectoryRoutes },
};

export function remotesManifest(): Promise<RemotesManifest> {
  return Promise.resolve(Object.fromEntries(REMOTE_NAMES.map((n) => [n, 'bundled'])) as RemotesManifest);
}

export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const mod = MODULES[`${remote}/${exposed}`];
  // Only the directory's pages are part of this comparison; other sections are not bundled.
  if (!mod) throw new Error(`${remote}/${exposed} is not part of the single-bundle benchmark build`);
  return mod as T;
}

export function peekRemoteModule<T>(remote: RemoteName, exposed: string): T | undefined {
  return MODULES[`${remote}/${exposed}`] as T | undefined;
}
