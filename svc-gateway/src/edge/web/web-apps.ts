import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLogger } from '@pawpals/nest-common';
import { publicBaseUrl } from '@pawpals/mail';
import { pathOf } from '../http/cookies';
import { precompressWebApps, servePrecompressed } from './precompressed';
import { normalisedPath } from './page-meta';
import { withFirstScreen } from './first-screen';
import { ListFirstScreens, loadShellRenderer } from './list-first-screens';
import { dataPreloads, heroImagePreload, sectionPreloads } from './route-preloads';
import { robotsTxt, type Sitemap } from './search-engines';
import { serviceWorkerScript } from './service-worker';
import { withShareTags, type SharePreview } from './share-previews';
import { LOCALE_TAGS, localeOfPath, pathWithoutLocale } from '@pawpals/contracts';
import { defaultEntryUrl, FIRST_SCREEN_IMAGE_SIZES, firstScreenTemplateOf, isListFirstScreenPath, localizedPageFile, prerenderedPageFile, REMOTE_NAMES, REMOTES, remoteBasePath, remoteUrlEnvVar, type FirstScreenResults, type ListFirstScreenPath, type RemoteName } from '@pawpals/remotes';

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

const noStore = (res: FastifyReply) => res.header('Cache-Control', 'no-cache');
const SERVICE_WORKER_REFRESH_MS = 5_000;

/**
 * /robots.txt and the sitemap (/sitemap.xml, and /sitemaps/<file>.xml once it is an index), answered
 * whether or not the web apps are served from here. A service that does not answer makes the sitemap a 503.
 * Their links, like the share tags', start with the configured base only (publicBaseUrl: PUBLIC_URL, else
 * this gateway on localhost), never the request's Host or X-Forwarded-Proto, which anyone can forge and a
 * cache would keep (robots.txt for an hour).
 */
export function mountSearchEngineFiles(app: FastifyInstance, sitemap: Sitemap): void {
  app.get('/robots.txt', (_req, res) => {
    res.header('Cache-Control', 'public, max-age=3600');
    return res.type('text/plain; charset=utf-8').send(robotsTxt(publicBaseUrl()));
  });
  const answer = (res: FastifyReply, xml: string) => {
    noStore(res);
    return res.type('application/xml; charset=utf-8').send(xml);
  };
  const unavailable = (res: FastifyReply) => res.status(503).type('text/plain; charset=utf-8').send('The sitemap is unavailable right now. Try again in a minute.');
  app.get('/sitemap.xml', (_req, res) => sitemap.root(publicBaseUrl()).then((xml) => answer(res, xml), () => unavailable(res)));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', (req, res) => {
    const file = /^(.+)\.xml$/.exec(req.params.file)?.[1];
    if (!file) return res.callNotFound();
    return sitemap.file(file, publicBaseUrl()).then(
      (result) => (result.status === 200 ? answer(res, result.xml) : res.status(404).type('text/plain; charset=utf-8').send('No such sitemap.')),
      () => unavailable(res),
    );
  });
}

/**
 * Serves the built shell and remotes from the same origin as /api (single-machine mode). Entry files
 * are revalidated on every load so a redeployed remote is picked up; hashed chunks are immutable.
 */
export interface PageData {
  /** A detail page's share preview and first screen. */
  previewOf(path: string, publicUrl: string): Promise<SharePreview | null>;
  /** A list page's first results. */
  firstResultsOf(path: ListFirstScreenPath): Promise<FirstScreenResults>;
}

export function mountWebApps(app: FastifyInstance, rootDir: string, data?: PageData): void {
  app.get('/remotes.manifest.json', (_req, res) => {
    noStore(res);
    return res.send(remotesManifest());
  });
  const staticOptions = {
    setHeaders(res: FastifyReply, path: string) {
      if (/(index\.html|mf-manifest\.json|remoteEntry\.js|mf-stats\.json)$/.test(path)) noStore(res);
      else res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  };
  // The service worker (docs/decisions/0143-installable-and-offline.md): its precache line is worked out from
  // the files served here, at most every few seconds; the browser compares its bytes on each visit.
  let worker: { at: number; script: string | null } | undefined;
  app.get('/sw.js', (_req, res) => {
    if (!worker || Date.now() - worker.at > SERVICE_WORKER_REFRESH_MS) worker = { at: Date.now(), script: serviceWorkerScript(rootDir, remotesManifest()) };
    if (!worker.script) return res.callNotFound();
    noStore(res);
    return res.type('text/javascript; charset=utf-8').send(worker.script);
  });
  const shellDist = join(rootDir, 'shell', 'dist');
  const remoteDists = REMOTE_NAMES.map((name) => [name, join(rootDir, REMOTES[name].dir, 'dist')] as const);
  // Brotli and gzip copies are made once per deploy in the background and served instead of compressing each time.
  precompressWebApps([shellDist, ...remoteDists.map(([, dist]) => dist)]).then(
    (written) => (written ? log.info({ written }, 'precompressed the web apps (brotli and gzip)') : undefined),
    (err: unknown) => log.error({ err }, 'precompressing the web apps failed; they are compressed on the fly'),
  );
  for (const [name, dist] of remoteDists) {
    servePrecompressed(app, { root: dist, prefix: `${remoteBasePath(name)}/`, setHeaders: staticOptions.setHeaders });
  }
  // The shell's files are sent by the page route below (reply.sendFile), before it falls back to a page.
  servePrecompressed(app, { root: shellDist, serve: false, decorateReply: true, setHeaders: staticOptions.setHeaders });
  let renderer: ReturnType<typeof loadShellRenderer> | undefined;
  const listPages = data && new ListFirstScreens(shellDist, () => (renderer === undefined ? (renderer = loadShellRenderer(rootDir)) : renderer), (path) => data.firstResultsOf(path));
  // Every page is the shell's index.html — or the shell's build of the page itself when it prerendered it
  // (the landing and static pages) — with the share tags of the page (the configured base for absolute links).
  app.get('/*', async (req, res) => {
    const path = pathOf(req);
    if (/^\/(api(\/|$)|objects\/|remotes\/)/.test(path)) return res.callNotFound();
    const file = await fileUnder(shellDist, path);
    if (file) return res.sendFile(file, shellDist);
    const index = join(shellDist, 'index.html');
    if (!acceptsHtml(req) || !existsSync(index)) return res.callNotFound();
    const publicUrl = publicBaseUrl();
    const pagePath = normalisedPath(path);
    // A Spanish page is the English page's under /es (docs/i18n.md): the same files, from pages/es/.
    const locale = localeOfPath(pagePath);
    const plainPath = pathWithoutLocale(pagePath);
    const template = firstScreenTemplateOf(plainPath);
    const pageFile = prerenderedPageFile(plainPath) ?? template?.file;
    const prerendered = pageFile && localizedPageFile(pageFile, locale);
    const readIndex = () => readFile(index, 'utf8');
    const readPage = () => (prerendered ? readFile(join(shellDist, prerendered), 'utf8') : Promise.reject()).catch(readIndex);
    // The directory and the board, asked for as they first are (no query), come with their first results.
    const listPage = listPages && isListFirstScreenPath(plainPath) && req.url === path ? listPages.html(plainPath, locale) : null;
    const [read, preview, list] = await Promise.all([readPage(), data ? data.previewOf(path, publicUrl) : null, listPage]);
    // A detail page's template is sent only completed with the page's heading; an unknown page gets index.html.
    const html = list ?? (template ? ((preview?.firstScreen && withFirstScreen(read, { path: plainPath, ...preview.firstScreen })) || (await readIndex())) : read);
    noStore(res);
    // The owning section's files are named in the HTML, so they load alongside the shell's
    // (docs/decisions/0101-critical-path-of-a-sections-page.md).
    const preloads = [
      ...sectionPreloads(path, remotesManifest()),
      ...dataPreloads(path, req.url.slice(path.length)),
      ...(preview?.firstScreen?.image ? [heroImagePreload(preview.firstScreen.image, FIRST_SCREEN_IMAGE_SIZES)] : []),
    ];
    const page = withShareTags(html, preview, `${publicUrl}${path}`).replace(/<html lang="[^"]*"/, () => `<html lang="${LOCALE_TAGS[locale]}"`);
    return res.type('text/html; charset=utf-8').send(preloads.length ? page.replace('</head>', () => `    ${preloads.join('\n    ')}\n  </head>`) : page);
  });
}

/** The file (relative to `root`) a URL path names, when it is a file under `root` and no dotfile. */
async function fileUnder(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(root, decoded));
  const rel = relative(root, file);
  if (!rel || rel.startsWith('..') || rel.split(sep).some((part) => part.startsWith('.'))) return undefined;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? rel : undefined;
}

/** Whether the client takes HTML, as Express's req.accepts('html') decides it (no Accept header: anything). */
function acceptsHtml(req: FastifyRequest): boolean {
  const accept = req.headers.accept;
  if (!accept) return true;
  return accept.split(',').some((part) => {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) return false;
    return type === 'text/html' || type === 'text/*' || type === '*/*';
  });
}
