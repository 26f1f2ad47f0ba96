import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { createLogger } from '@pawpals/nest-common';
import { precompressWebApps, servePrecompressed } from './precompressed';
import { dataPreloads, sectionPreloads } from './route-preloads';
import { robotsTxt, type Sitemap } from './search-engines';
import { withShareTags, type SharePreview } from './share-previews';
import { defaultEntryUrl, REMOTE_NAMES, REMOTES, remoteBasePath, remoteUrlEnvVar, type RemoteName } from '@pawpals/remotes';

/**
 * Where the shell finds each remote at run time (the remotes come from libs/remotes/src/remotes.json). A
 * team redeploying its remote elsewhere sets REMOTE_URL_<NAME> (e.g. REMOTE_URL_MFE_ACCOUNT) and the
 * shell picks it up without a rebuild; otherwise it is served here, at /remotes/<dir>/.
 */
export function remotesManifest(env: NodeJS.ProcessEnv = process.env): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[remoteUrlEnvVar(name)] || defaultEntryUrl(name)]),
  ) as Record<RemoteName, string>;
}

/** Origins other than our own that remotes are served from; the CSP must allow them. */
export function remoteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.values(remotesManifest(env))
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}

const log = createLogger('web');

const noStore = (res: Response) => res.setHeader('Cache-Control', 'no-cache');

/** The absolute base of links to our pages: PUBLIC_URL, else the request's own origin. */
export const publicUrlOf = (req: Request) => (process.env.PUBLIC_URL || `${req.protocol}://${req.get('host')}`).replace(/\/+$/, '');

/**
 * /robots.txt and the sitemap (/sitemap.xml, and /sitemaps/<file>.xml once it is an index), answered
 * whether or not the web apps are served from here. A service that does not answer makes the sitemap a 503.
 */
export function mountSearchEngineFiles(app: Express, sitemap: Sitemap): void {
  app.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(publicUrlOf(req)));
  });
  const answer = (res: Response, xml: string) => {
    noStore(res);
    res.type('application/xml').send(xml);
  };
  const unavailable = (res: Response) => res.status(503).type('text/plain').send('The sitemap is unavailable right now. Try again in a minute.');
  app.get('/sitemap.xml', (req, res) => {
    sitemap.root(publicUrlOf(req)).then((xml) => answer(res, xml), () => unavailable(res));
  });
  app.get('/sitemaps/:file.xml', (req, res) => {
    sitemap.file(req.params.file, publicUrlOf(req)).then(
      (result) => (result.status === 200 ? answer(res, result.xml) : res.status(404).type('text/plain').send('No such sitemap.')),
      () => unavailable(res),
    );
  });
}

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
  const shellDist = join(rootDir, 'shell', 'dist');
  const remoteDists = REMOTE_NAMES.map((name) => [name, join(rootDir, REMOTES[name].dir, 'dist')] as const);
  // Brotli and gzip copies are made once per deploy in the background and served instead of compressing each time.
  precompressWebApps([shellDist, ...remoteDists.map(([, dist]) => dist)]).then(
    (written) => (written ? log.info({ written }, 'precompressed the web apps (brotli and gzip)') : undefined),
    (err: unknown) => log.error({ err }, 'precompressing the web apps failed; they are compressed on the fly'),
  );
  for (const [name, dist] of remoteDists) {
    app.use(remoteBasePath(name), servePrecompressed(dist, staticOptions.setHeaders), express.static(dist, { ...staticOptions, fallthrough: false }));
  }
  app.use(servePrecompressed(shellDist, staticOptions.setHeaders), express.static(shellDist, staticOptions));
  // Every page is the shell's index.html, with the share tags of the page (PUBLIC_URL for absolute links).
  app.get(/^\/(?!api(\/|$)|objects\/|remotes\/).*/, async (req, res, next) => {
    const index = join(shellDist, 'index.html');
    if (!req.accepts('html') || !existsSync(index)) return next();
    try {
      const publicUrl = publicUrlOf(req);
      const [html, preview] = await Promise.all([readFile(index, 'utf8'), previewOf ? previewOf(req.path, publicUrl) : null]);
      noStore(res);
      // The owning section's files are named in the HTML, so they load alongside the shell's (issue 16 item 2).
      const preloads = [...sectionPreloads(req.path, remotesManifest()), ...dataPreloads(req.path)];
      const page = withShareTags(html, preview, `${publicUrl}${req.path}`);
      res.type('html').send(preloads.length ? page.replace('</head>', `    ${preloads.join('\n    ')}\n  </head>`) : page);
    } catch (err) {
      next(err);
    }
  });
}
