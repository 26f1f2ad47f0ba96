/**
 * Paging a service's public pages for the gateway's sitemap: the request every owning service answers
 * (`directory.listSitemapBusinesses`, `pets.listSitemapPosts`) and its answer.
 */
import { z } from 'zod';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); beyond that the sitemap is an index of files. */
export const SITEMAP_MAX_URLS = 50_000;
/** Entries asked of a service in one request: about 350 KB of JSON, well inside NATS's 1 MB message limit. */
export const SITEMAP_CHUNK_MAX = 5_000;

const chunkLimitMessage = `limit must be a whole number from 1 to ${SITEMAP_CHUNK_MAX}`;

/** The body of SUBJECTS.directory.listSitemapBusinesses / SUBJECTS.pets.listSitemapPosts (service-to-service, parsed by the service). */
export const sitemapPageRequestSchema = z.object({
  offset: z.number({ error: 'offset must be a whole number of at least 0' }).int().min(0, { error: 'offset must be a whole number of at least 0' }),
  limit: z.number({ error: chunkLimitMessage }).int({ error: chunkLimitMessage }).min(1, { error: chunkLimitMessage }).max(SITEMAP_CHUNK_MAX, { error: chunkLimitMessage }),
});

/** The body of a sitemap page request (an RpcRequest without actor): entries ordered by id, `offset` of them skipped. */
export interface SitemapPageRequest {
  offset: number;
  limit: number;
}

/** One public page a service owns, as a sitemap lists it. */
export interface SitemapEntry {
  id: string;
  updatedAt: string;
}

/** A page of sitemap entries and how many public pages there are in all (so the gateway can page its index). */
export interface SitemapPage {
  total: number;
  entries: SitemapEntry[];
}
