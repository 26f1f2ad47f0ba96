import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BUSINESS_CATEGORIES,
  LIMITS,
  SUBJECTS,
  type BusinessCategory,
  type ImportResult,
  type PlaceSearchResult,
  type RpcRequest,
} from '@pawpals/contracts';
import { parseOr400, RpcClient } from '@pawpals/nest-common';
import { z } from 'zod';
import { requireAdmin } from '../admin-guard';
import { demoPlaces } from './demo-catalogue';
import { GooglePlacesClient } from './google-places.client';

/** SPEC §5/§9: city and a 2-letter state required; limit 1–60, 20 when not a number. */
const searchSchema = z.object({
  city: z.string({ error: 'City is required' }).trim().min(1, { error: 'City is required' }).max(100),
  state: z
    .string({ error: 'State is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'State must be a 2-letter code' })
    .transform((s) => s.toUpperCase()),
  category: z.enum(['all', ...BUSINESS_CATEGORIES]).default('all'),
  limit: z.preprocess(
    (v) => (Number.isFinite(Number(v)) && v !== '' && v !== null ? Number(v) : LIMITS.importLimitDefault),
    z
      .number()
      .int({ error: 'Results limit must be a whole number' })
      .min(LIMITS.importLimitMin, { error: 'Results limit must be between 1 and 60' })
      .max(LIMITS.importLimitMax, { error: 'Results limit must be between 1 and 60' }),
  ),
});

@Controller()
export class PlacesController {
  private readonly google = process.env.GOOGLE_PLACES_API_KEY
    ? new GooglePlacesClient(process.env.GOOGLE_PLACES_API_KEY, process.env.GOOGLE_PLACES_BASE_URL || undefined)
    : undefined;

  constructor(private readonly rpc: RpcClient) {}

  /** Searches Google Places (or the demo catalogue without a key); 'all' spreads the limit over the four categories. */
  @MessagePattern(SUBJECTS.admin.searchPlaces)
  async search(@Payload() req: RpcRequest<unknown>): Promise<PlaceSearchResult[]> {
    requireAdmin(req);
    const { city, state, category, limit } = parseOr400(searchSchema, req.body);
    const categories: BusinessCategory[] = category === 'all' ? [...BUSINESS_CATEGORIES] : [category];
    const perCategory = Math.ceil(limit / categories.length);
    const results: PlaceSearchResult[] = [];
    for (const c of categories) {
      const want = Math.min(perCategory, limit - results.length);
      if (want <= 0) break;
      results.push(...(this.google ? await this.google.search(c, city, state, want) : demoPlaces(c, city, state, want)));
    }
    return results.slice(0, limit);
  }

  /** Creates the selected places as directory listings; svc-directory reports duplicates and per-item errors. */
  @MessagePattern(SUBJECTS.admin.importBusinesses)
  async import(@Payload() req: RpcRequest<unknown>): Promise<ImportResult> {
    requireAdmin(req);
    const result = await this.rpc.request<ImportResult>(SUBJECTS.directory.importBusinesses, req);
    if (this.google) return result;
    return { ...result, message: `${result.message} (demo catalogue: set GOOGLE_PLACES_API_KEY to import real places)` };
  }
}
