import { Injectable } from '@nestjs/common';
import {
  BUSINESS_CATEGORIES,
  SUBJECTS,
  type Actor,
  type BusinessCategory,
  type ContractRequest,
  type ImportResult,
  type ParsedBodyOf,
  type PlaceSearchResult,
  type ResponseOf,
} from '@pawpals/contracts';
import { RpcClient } from '@pawpals/nest-common';
import { AuditLogService } from '../audit-log/audit-log.service';
import { demoPlaces } from './demo-catalogue';
import { GooglePlacesClient } from './google-places.client';

/** Finding places to import (Google Places, or the demo catalogue without an API key) and importing them. */
@Injectable()
export class PlacesService {
  private readonly google = process.env.GOOGLE_PLACES_API_KEY
    ? new GooglePlacesClient(process.env.GOOGLE_PLACES_API_KEY, process.env.GOOGLE_PLACES_BASE_URL || undefined)
    : undefined;

  constructor(
    private readonly rpc: RpcClient,
    private readonly audit: AuditLogService,
  ) {}

  /** 'all' spreads the limit over the four categories. */
  async searchPlaces({ city, state, category, limit }: ParsedBodyOf<'searchPlaces'>): Promise<ResponseOf<'searchPlaces'>> {
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

  /** svc-directory creates the selected places as listings and reports duplicates and per-item errors. */
  async importBusinesses(actor: Actor, req: ContractRequest<'importBusinesses'>): Promise<ResponseOf<'importBusinesses'>> {
    const result = await this.rpc.request<ImportResult>(SUBJECTS.directory.importBusinesses, req);
    // Recorded once svc-directory answered: an import that failed as a whole did nothing to record.
    await this.audit.record({
      actor,
      action: 'businesses_imported',
      targetType: 'business',
      details: { imported: result.imported.map((b) => b.name), duplicates: result.duplicates.length, errors: result.errors.length },
    });
    if (this.google) return result;
    return { ...result, message: `${result.message} (demo catalogue: set GOOGLE_PLACES_API_KEY to import real places)` };
  }
}
