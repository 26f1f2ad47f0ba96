import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type Express, type Response } from 'express';
import { withShareTags, type SharePreview } from './share-previews';
import { defaultManifestUrl, REMOTE_NAMES, REMOTES, remoteBasePath, remoteUrlEnvVar, type RemoteName } from '@pawpals/remotes';

/**
 * Where the shell finds each remote at run time (the remotes come from libs/remotes/src/remotes.json). A
 * team redeploying its remote elsewhere sets REMOTE_URL_<NAME> (e.g. REMOTE_URL_MFE_ACCOUNT) and the
 * shell picks it up without a rebuild; otherwise it is served here, at /remotes/<dir>/.
 */
export function remotesManifest(env: NodeJS.ProcessEnv = process.env): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[remoteUrlEnvVar(name)] || defaultManifestUrl(name)]),
  ) as Record<RemoteName, string>;
}

/** Origins other than our own that remotes are served from; the CSP must allow them. */
export function remoteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.values(remotesManifest(env))
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}

const noStore = (res: Response) => res.setHeader('Cache-Control', 'no-cache');

/**
 * Serves the built shell and remotes from the same origin as /api (single-machine mode). Entry files
 * are revalidated on every load so a redeployed remote is picked up; hashed chunks are immutable.
 */
export function mountWebApps(app: Express, rootDir: string, previewOf?: (path: string, publicUrl: string) => Promise<SharePreview | null>): void {
  app.get('/remotes.manifest.json', (_req, res) => {
    noStore(res);
    res.json(remotesManifest());
  });
  const staticOptions = {
    index: false,
    setHeaders(res: Response, path: string) {
      if (/(index\.html|mf-manifest\.json|remoteEntry\.js|mf-stats\.json)$/.test(path)) noStore(res);
      else res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  };
  for (const name of REMOTE_NAMES) {
    const dist = join(rootDir, REMOTES[name].dir, 'dist');
    app.use(remoteBasePath(name), express.static(dist, { ...staticOptions, fallthrough: false }));
  }
  const shellDist = join(rootDir, 'shell', 'dist');
  app.use(express.static(shellDist, staticOptions));
  // Every page is the shell's index.html, with the share tags of the page (PUBLIC_URL for absolute links).
  app.get(/^\/(?!api(\/|$)|objects\/|remotes\/).*/, async (req, res, next) => {
    const index = join(shellDist, 'index.html');
    if (!req.accepts('html') || !existsSync(index)) return next();
    try {
      const publicUrl = (process.env.PUBLIC_URL || `${req.protocol}://${req.get('host')}`).replace(/\/+$/, '');
      const [html, preview] = await Promise.all([readFile(index, 'utf8'), previewOf ? previewOf(req.path, publicUrl) : null]);
      noStore(res);
      res.type('html').send(withShareTags(html, preview, `${publicUrl}${req.path}`));
    } catch (err) {
      next(err);
    }
  });
}
