import { DEFAULT_LOCALE, type Business, type Locale, type LostFoundPet } from '@pawpals/contracts';

/**
 * The one registry of the web apps: the shell (host) and every Module Federation remote, with its
 * folder, dev-server port, the routes it owns, what it exposes and the team that owns it. The data is
 * plain JSON (remotes.json) so that build scripts and tools read it too: the rspack preset
 * (libs/ui/build/rspack-app.mjs), tools/start.mjs, the shell (route → remote), the gateway (serving
 * /remotes/<dir>/ and /remotes.manifest.json) and bench/budgets. This module is its typed view.
 */
import registry from './remotes.json';

export interface RemoteDefinition {
  /** Project folder, Nx project and docker-compose service, e.g. 'mfe-account'. */
  dir: string;
  /** Port of its rspack dev server (`nx serve <dir>`). */
  port: number;
  /** Short name, e.g. for the standalone harness's title. */
  label: string;
  /** The team to ask about it. */
  owner: string;
  /** Path patterns (react-router `matchPath`) the shell hands to this remote. */
  routes: readonly string[];
  /** Module Federation `exposes`: './name' → source file in the remote's folder. */
  exposes: Readonly<Record<string, string>>;
}

/** Federation names of the remotes, e.g. 'mfe_account'. */
export type RemoteName = keyof typeof registry.remotes;

export const REMOTES: Readonly<Record<RemoteName, RemoteDefinition>> = registry.remotes;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The host: 'shell', its folder and its dev-server port. */
export const HOST: Readonly<{ name: string; dir: string; port: number; owner: string }> = registry.host;

/** Where the gateway (npm start) and the shell's nginx (docker compose) serve a remote's files. */
export function remoteBasePath(name: RemoteName): string {
  return `/remotes/${REMOTES[name].dir}`;
}

/** Default URL of a remote's container entry (remoteEntry.js) in /remotes.manifest.json (same origin as the shell). */
export function defaultEntryUrl(name: RemoteName): string {
  return `${remoteBasePath(name)}/remoteEntry.js`;
}

/** Environment variable that points the shell at a remote deployed elsewhere, e.g. REMOTE_URL_MFE_ACCOUNT. */
export function remoteUrlEnvVar(name: RemoteName): string {
  return `REMOTE_URL_${name.toUpperCase()}`;
}

/**
 * The remote owning a path, by its `routes` (react-router patterns: exact, or a prefix ending in `/*`). The
 * gateway uses it to name that remote's entry in the page's HTML; the shell matches with react-router.
 */
export function remoteOwning(pathname: string): RemoteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const matches = (pattern: string) =>
    pattern.endsWith('/*') ? path === pattern.slice(0, -2) || path.startsWith(pattern.slice(0, -1)) : path === pattern;
  return REMOTE_NAMES.find((name) => REMOTES[name].routes.some(matches)) ?? null;
}

/**
 * Where the shell's build writes the HTML of a page it prerenders (shell/tools/prerender.mjs), relative to
 * shell/dist; the gateway sends that file for the page's address. / → pages/index.html, /about → pages/about.html.
 * Only one-segment addresses of plain letters, digits and dashes can name one (null otherwise), so no
 * address reaches outside pages/.
 */
export function prerenderedPageFile(path: string): string | null {
  if (!/^\/[a-z0-9-]*$/.test(path)) return null;
  return `pages/${path === '/' ? 'index' : path.slice(1)}.html`;
}

/**
 * A prerendered page's or template's file in `locale`: English's as it is (pages/about.html), another
 * language's in its own folder (pages/es/about.html).
 */
export function localizedPageFile(file: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? file : file.replace(/^pages\//, `pages/${locale}/`);
}

/** Ids of the JSON elements (inert `<script type="application/json">`) the gateway writes into a page's HTML. */
export const REMOTES_ELEMENT_ID = 'pawpals-remotes';
export const FIRST_SCREEN_ELEMENT_ID = 'pawpals-first-screen';

/**
 * What the server knows of a page's first screen, so the page is drawn with it before any script runs: the
 * page's address and, for a detail page, its main heading (a business's or a pet's name) and its lead text (a
 * business's About text) or its photo (a pet's), whichever the page's template draws; for a list page, its first
 * results.
 */
export interface FirstScreen {
  path: string;
  heading?: string;
  text?: string;
  image?: string;
  /** A pet page's: LOST/FOUND, last seen where and when, and the contact button (libs/contracts petFirstScreenFacts). */
  pet?: PetFirstScreenWords;
  results?: FirstScreenResults;
}

/**
 * A list page's first results, as its own first request answers them for a visitor the page knows nothing about
 * (no filters, no location): the directory's first cards with the answer's size, or the board's first pets.
 */
export type FirstScreenResults =
  | { kind: 'businesses'; businesses: Business[]; count: number }
  | { kind: 'pets'; pets: LostFoundPet[] };

/**
 * The list pages whose first results the server draws into the HTML: how many (what the page itself draws at
 * once, useProgressiveCount's first batch, so the rest of the answer stays out of the HTML), and the page's
 * template, which the shell's build writes with FIRST_SCREEN_ROOT_SLOT for the app's markup (the gateway
 * renders it with the results, shell/src/prerender.tsx). The file name has an underscore, so no address
 * reaches it through prerenderedPageFile.
 */
export const LIST_FIRST_SCREENS = {
  '/services': { kind: 'businesses', cards: 6, file: 'pages/_services.html' },
  '/lost-found': { kind: 'pets', cards: 4, file: 'pages/_lost-found.html' },
} as const;
/** Where a list page's template has the app's markup, rendered per page by the gateway. */
export const FIRST_SCREEN_ROOT_SLOT = 'PAWPALS_FIRST_SCREEN_ROOT';
export type ListFirstScreenPath = keyof typeof LIST_FIRST_SCREENS;
export const isListFirstScreenPath = (path: string): path is ListFirstScreenPath => Object.hasOwn(LIST_FIRST_SCREENS, path);

/** The words of a pet page's first screen, each a slot of the page's template (petFactSlot). */
export const PET_FIRST_SCREEN_KEYS = ['kind', 'badge', 'whereLabel', 'where', 'whenLabel', 'when', 'contact', 'contactLabel', 'contactHref'] as const;
export type PetFirstScreenWords = Record<(typeof PET_FIRST_SCREEN_KEYS)[number], string>;
/**
 * Where the template has a pet page's word `key` (in text or in an attribute), for the gateway to fill in. The
 * closing _SLOT keeps one key's slot from being the start of another's ('contact', 'contactLabel').
 */
export const petFactSlot = (key: (typeof PET_FIRST_SCREEN_KEYS)[number]) => `PAWPALS_FIRST_SCREEN_PET_${key.toUpperCase()}_SLOT`;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Detail pages the shell's build prerenders once as a template (shell/tools/prerender.mjs), with
 * FIRST_SCREEN_*_SLOT where its texts and photo go; the gateway fills them per request. The file name has an
 * underscore, so no address reaches it through prerenderedPageFile.
 */
export const FIRST_SCREEN_TEMPLATES: readonly { page: 'business' | 'pet'; pattern: RegExp; samplePath: string; file: string }[] = [
  { page: 'business', pattern: new RegExp(`^/business/${UUID}/?$`, 'i'), samplePath: `/business/${SAMPLE_ID}`, file: 'pages/_business.html' },
  { page: 'pet', pattern: new RegExp(`^/lost-found/${UUID}/?$`, 'i'), samplePath: `/lost-found/${SAMPLE_ID}`, file: 'pages/_pet.html' },
];
export const FIRST_SCREEN_HEADING_SLOT = 'PAWPALS_FIRST_SCREEN_HEADING';
export const FIRST_SCREEN_TEXT_SLOT = 'PAWPALS_FIRST_SCREEN_TEXT';
/**
 * The photo's slot is a stored image's path (libs/contracts isStoredImagePath), so the template draws it as it
 * draws any stored photo — a variant in src, every served width in srcset — and filling the path in gives the
 * very markup the browser draws for the real photo. A photo that is not a stored image cannot fill it.
 */
export const FIRST_SCREEN_IMAGE_SLOT = '/objects/ffffffff-ffff-4fff-bfff-ffffffffffff';
/**
 * How wide a first screen's photo is drawn (a pet page's, libs/ui PetPagePhoto: the full width below 1024 px,
 * then the wider of two columns of the 72rem page), which the gateway's preload of it repeats.
 */
export const FIRST_SCREEN_IMAGE_SIZES = '(min-width: 1152px) 560px, (min-width: 1024px) 50vw, 100vw';

/** The first-screen template of a page's address, if it has one. */
export function firstScreenTemplateOf(path: string): (typeof FIRST_SCREEN_TEMPLATES)[number] | null {
  return FIRST_SCREEN_TEMPLATES.find((t) => t.pattern.test(path)) ?? null;
}
