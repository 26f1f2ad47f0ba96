import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localizedPath, SITEMAP_CHUNK_MAX, SITEMAP_MAX_URLS, SUBJECTS, type SitemapEntry, type SitemapPage, type SitemapPageRequest } from '@pawpals/contracts';
import type { RpcClient } from '@pawpals/nest-common';
import { PRIVATE_PATH_PREFIXES_IN_EVERY_LOCALE, STATIC_PAGES } from './page-meta';

/** robots.txt: everything public may be crawled; the admin portal, the account pages and the API may not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES_IN_EVERY_LOCALE.map((prefix) => `Disallow: ${prefix}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The two kinds of detail pages the sitemap lists, each asked of the service that owns it. */
const DETAIL_PAGES = {
  businesses: { subject: SUBJECTS.directory.listSitemapBusinesses, path: (id: string) => `/business/${id}` },
  'lost-found': { subject: SUBJECTS.pets.listSitemapPosts, path: (id: string) => `/lost-found/${id}` },
} as const;
type DetailKind = keyof typeof DETAIL_PAGES;
const DETAIL_KINDS = Object.keys(DETAIL_PAGES) as DetailKind[];

export type SitemapAnswer = { status: 200; xml: string } | { status: 404 };

/** A page of the sitemap: its (English) path, listed once per language. */
interface SitemapUrl {
  path: string;
  lastmod?: string;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * Every page in every language, each naming all of its language versions (and English as x-default), which
 * is how search engines learn that /es/services is /services in Spanish (docs/i18n.md).
 */
function urlset(urls: SitemapUrl[], publicUrl: string): string {
  const rows = urls.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${escapeXml(publicUrl + localizedPath(path, locale))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(publicUrl + localizedPath(path, DEFAULT_LOCALE))}"/>`,
    ].join('');
    return LOCALES.map(
      (locale) => `  <url><loc>${escapeXml(publicUrl + localizedPath(path, locale))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
    );
  });
  return [XML_HEAD, `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`, ...rows, '</urlset>', ''].join('\n');
}

function sitemapIndex(locs: string[]): string {
  const rows = locs.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return [XML_HEAD, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...rows, '</sitemapindex>', ''].join('\n');
}

/**
 * The sitemap, built on every request from the owning services' answers (never their databases), so a
 * new business or an approved post is listed at once. Up to `pageSize` URLs (50,000, the protocol's
 * limit) it is one file; beyond that /sitemap.xml is an index of /sitemaps/pages.xml,
 * /sitemaps/businesses-<n>.xml and /sitemaps/lost-found-<n>.xml, each of at most `pageSize` URLs.
 */
export class Sitemap {
  /** Pages per file: each is listed once per language, and a file holds at most the protocol's URLs. */
  private readonly pageSize: number;
  private readonly chunk: number;

  constructor(
    private readonly rpc: RpcClient,
    pageSize = SITEMAP_MAX_URLS,
  ) {
    this.pageSize = Math.max(1, Math.floor(Math.min(pageSize, SITEMAP_MAX_URLS) / LOCALES.length));
    this.chunk = Math.min(this.pageSize, SITEMAP_CHUNK_MAX);
  }

  private ask(kind: DetailKind, request: SitemapPageRequest): Promise<SitemapPage> {
    return this.rpc.request<SitemapPage>(DETAIL_PAGES[kind].subject, { actor: null, params: {}, query: {}, body: request });
  }

  /** Entries [offset, offset + count) of one kind, asked in chunks that fit a NATS message; `first` is the chunk at `offset` when already asked. */
  private async entries(kind: DetailKind, offset: number, count: number, first?: SitemapPage): Promise<SitemapEntry[]> {
    const entries = [...(first?.entries ?? [])];
    while (entries.length < count) {
      const page = await this.ask(kind, { offset: offset + entries.length, limit: Math.min(this.chunk, count - entries.length) });
      if (page.entries.length === 0) break;
      entries.push(...page.entries);
    }
    return entries.slice(0, count);
  }

  private staticUrls(): SitemapUrl[] {
    return Object.keys(STATIC_PAGES).map((path) => ({ path }));
  }

  private detailUrls(kind: DetailKind, entries: SitemapEntry[]): SitemapUrl[] {
    return entries.map(({ id, updatedAt }) => ({ path: DETAIL_PAGES[kind].path(id), lastmod: updatedAt }));
  }

  /** /sitemap.xml: every URL when they fit one file, else the index of the files. */
  async root(publicUrl: string): Promise<string> {
    const firsts = await Promise.all(DETAIL_KINDS.map((kind) => this.ask(kind, { offset: 0, limit: this.chunk })));
    const statics = this.staticUrls();
    const total = statics.length + firsts.reduce((sum, page) => sum + page.total, 0);
    if (total <= this.pageSize) {
      const details = await Promise.all(
        DETAIL_KINDS.map(async (kind, i) => this.detailUrls(kind, await this.entries(kind, 0, firsts[i].total, firsts[i]))),
      );
      return urlset([...statics, ...details.flat()], publicUrl);
    }
    const files = [`${publicUrl}/sitemaps/pages.xml`];
    DETAIL_KINDS.forEach((kind, i) => {
      for (let n = 1; n <= Math.ceil(firsts[i].total / this.pageSize); n++) files.push(`${publicUrl}/sitemaps/${kind}-${n}.xml`);
    });
    return sitemapIndex(files);
  }

  /** One file of the index: `pages` or `<kind>-<n>` (404 for any other name or a page past the end). */
  async file(name: string, publicUrl: string): Promise<SitemapAnswer> {
    if (name === 'pages') return { status: 200, xml: urlset(this.staticUrls(), publicUrl) };
    const match = /^(businesses|lost-found)-([1-9]\d{0,6})$/.exec(name);
    if (!match) return { status: 404 };
    const kind = match[1] as DetailKind;
    const offset = (Number(match[2]) - 1) * this.pageSize;
    const first = await this.ask(kind, { offset, limit: this.chunk });
    if (offset >= first.total) return { status: 404 };
    const entries = await this.entries(kind, offset, Math.min(this.pageSize, first.total - offset), first);
    return { status: 200, xml: urlset(this.detailUrls(kind, entries), publicUrl) };
  }
}
