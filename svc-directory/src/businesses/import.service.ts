import { Injectable } from '@nestjs/common';
import { EVENTS, importedPlaceSchema, validate, type ImportResult } from '@pawpals/contracts';
import { UnitOfWork } from '@pawpals/nest-common';
import { isUniqueViolation } from '../common/sql';
import { BusinessesService, changedEvent } from './businesses.service';

class Duplicate extends Error {}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Imports place-search results as owner-less businesses. Each item is its own transaction (insert +
 * business_created event), so an item is imported whole or not at all and one bad item never stops
 * the others. Duplicates: same googlePlaceId, or same name and city (case-insensitive), already in the
 * directory or earlier in the same batch.
 */
@Injectable()
export class ImportService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly businesses: BusinessesService,
  ) {}

  async importAll(items: unknown[]): Promise<ImportResult> {
    const result: ImportResult = { imported: [], duplicates: [], errors: [], message: '' };
    for (const item of items) {
      const name = typeof (item as { name?: unknown })?.name === 'string' ? ((item as { name: string }).name.trim() || '(no name)') : '(no name)';
      const parsed = validate(importedPlaceSchema, item);
      if (!parsed.ok) {
        result.errors.push({ name, error: parsed.errors[0].message });
        continue;
      }
      const place = parsed.data;
      try {
        await this.uow.run(async (manager, events) => {
          // Serialise imports of the same name+city so two concurrent batches cannot both insert it.
          await manager.query('SELECT pg_advisory_xact_lock(hashtext(lower($1) || \'|\' || lower($2)))', [place.name, place.city ?? '']);
          const [dup] = await manager.query(
            `SELECT 1 FROM businesses WHERE ($1::text IS NOT NULL AND google_place_id = $1)
               OR (lower(name) = lower($2) AND lower(coalesce(city, '')) = lower(coalesce($3::text, '')))`,
            [place.googlePlaceId || null, place.name, place.city ?? null],
          );
          if (dup) throw new Duplicate();
          const hasCoordinates = place.latitude != null && place.longitude != null;
          const [{ id }] = await manager.query(
            `INSERT INTO businesses (google_place_id, name, category, city, state, phone, address, website_url, latitude, longitude)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
            [
              place.googlePlaceId || null,
              place.name,
              place.category,
              place.city ?? null,
              place.state ?? null,
              place.phone ?? null,
              place.address ?? null,
              place.websiteUrl ?? null,
              hasCoordinates ? place.latitude : null,
              hasCoordinates ? place.longitude : null,
            ],
          );
          const business = await this.businesses.get(id, manager);
          events.emit(EVENTS.businessCreated, changedEvent(business, null, 'import'));
        });
        result.imported.push({ name: place.name });
      } catch (err) {
        if (err instanceof Duplicate || isUniqueViolation(err, 'businesses_google_place')) result.duplicates.push({ name: place.name });
        else result.errors.push({ name: place.name, error: 'Could not save this business' });
      }
    }
    result.message =
      `Imported ${plural(result.imported.length, 'business', 'businesses')}` +
      (result.duplicates.length ? `, skipped ${plural(result.duplicates.length, 'duplicate', 'duplicates')}` : '') +
      (result.errors.length ? `, ${plural(result.errors.length, 'error', 'errors')}` : '');
    return result;
  }
}
