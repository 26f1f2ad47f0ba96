import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localizedPath, SUBJECTS, type Business, type Locale, type ParsedQueryOf, type RpcRequest, type ServiceAnswerOf } from '@pawpals/contracts';
import type { RpcClient } from '@pawpals/nest-common';
import { createLogger } from '@pawpals/nest-common';
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_ROOT_SLOT, LIST_FIRST_SCREENS, localizedPageFile, type FirstScreen, type FirstScreenResults, type ListFirstScreenPath } from '@pawpals/remotes';
import { jsonForScript } from './share-previews';

const log = createLogger('web');

/** The shell's page renderer for Node (shell/src/prerender.tsx, built to shell/.prerender/prerender.cjs). */
export interface ShellRenderer {
  renderPage(path: string, firstScreen: FirstScreen | null): Promise<string>;
}

/** Where the shell's build leaves its renderer, under the web root the gateway serves (the Dockerfile copies it). */
export const shellRendererFile = (rootDir: string) => join(rootDir, 'shell', '.prerender', 'prerender.cjs');

/** The shell's renderer under `rootDir`, or null when the web apps were built without it. */
export function loadShellRenderer(rootDir: string): ShellRenderer | null {
  const file = shellRendererFile(rootDir);
  if (!existsSync(file)) return null;
  // The bundle is the shell's own build, self-contained (React included); loaded once, on the first list page.
  return createRequire(__filename)(file) as ShellRenderer;
}

const anonymous: RpcRequest = { actor: null, params: {}, query: {}, body: {} };

/**
 * A list page's first results as its own first request gets them — an anonymous visitor, no filters, no
 * place — asked of the owning service: the directory's first cards and its answer's size, the board's first
 * active pets.
 */
export async function listFirstResultsOf(rpc: RpcClient, path: ListFirstScreenPath): Promise<FirstScreenResults> {
  const { cards } = LIST_FIRST_SCREENS[path];
  if (path === '/services') {
    const businesses = await rpc.request<Business[]>(SUBJECTS.directory.searchBusinesses, anonymous);
    return { kind: 'businesses', businesses: businesses.slice(0, cards), count: businesses.length };
  }
  const firstPage: Partial<ParsedQueryOf<'listLostFoundPets'>> = { limit: cards };
  const pets = await rpc.request<ServiceAnswerOf<'listLostFoundPets'>>(SUBJECTS.pets.listLostFoundPets, { ...anonymous, query: firstPage });
  return { kind: 'pets', pets: pets.items.filter((pet) => pet.status === 'active').slice(0, cards) };
}

interface Rendered {
  at: number;
  html: Promise<string | null>;
}

/**
 * The HTML of the directory and the board with their first results in it, so a visitor's first screen shows
 * businesses and pets before any script has run (on a phone the largest paint is a result card;
 * docs/decisions/0138-list-pages-first-results-in-the-html.md). The shell's renderer draws the page exactly as
 * the browser's first render will (the shell's loading screen with the results, libs/ui BusinessCard/PetCard),
 * so the browser hydrates it; the same results travel as inline JSON for that render and for the section's,
 * which shows them until its own request answers.
 *
 * One render per page serves everyone for `freshForMs` (a visitor's page is the same for all until the section
 * asks again); a service that does not answer, or a build without the renderer, gives null: the page's
 * skeleton HTML is sent instead and the section loads the results itself.
 */
export class ListFirstScreens {
  private readonly pages = new Map<string, Rendered>();

  constructor(
    private readonly shellDist: string,
    private readonly renderer: () => ShellRenderer | null,
    private readonly resultsOf: (path: ListFirstScreenPath) => Promise<FirstScreenResults>,
    private readonly freshForMs = 15_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page at `path` in `locale` (its address is localizedPath(path, locale); its results are the same). */
  html(path: ListFirstScreenPath, locale: Locale = 'en'): Promise<string | null> {
    const key = localizedPath(path, locale);
    const cached = this.pages.get(key);
    if (cached && this.now() - cached.at < this.freshForMs) return cached.html;
    const html = this.render(path, locale);
    this.pages.set(key, { at: this.now(), html });
    // A failed render is not kept: the next visitor asks again.
    html.then((page) => page ?? this.pages.delete(key), () => this.pages.delete(key));
    return html;
  }

  private async render(path: ListFirstScreenPath, locale: Locale): Promise<string | null> {
    try {
      const renderer = this.renderer();
      if (!renderer) return null;
      const file = localizedPageFile(LIST_FIRST_SCREENS[path].file, locale);
      const [template, results] = await Promise.all([readFile(join(this.shellDist, file), 'utf8'), this.resultsOf(path)]);
      if (!template.includes(FIRST_SCREEN_ROOT_SLOT)) return null;
      const firstScreen: FirstScreen = { path, results };
      const markup = await renderer.renderPage(localizedPath(path, locale), firstScreen);
      const inline = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForScript(firstScreen)}</script>`;
      return template
        .split(FIRST_SCREEN_ROOT_SLOT)
        .join(markup)
        .replace('</head>', () => `    ${inline}\n  </head>`);
    } catch (err) {
      log.warn({ err, path }, 'a list page is sent without its first results');
      return null;
    }
  }
}
