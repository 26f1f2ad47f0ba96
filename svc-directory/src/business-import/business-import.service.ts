import { Injectable } from '@nestjs/common';
import { EVENTS, importedPlaceSchema, validate, type ImportResult } from '@pawpals/contracts';
import { isUniqueViolation, UnitOfWork } from '@pawpals/nest-common';
import { BusinessPlaces } from '../businesses/business-places';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { BusinessesService, changedEvent } from '../businesses/businesses.service';
import { BusinessImportRepository } from './business-import.repository';

class Duplicate extends Error {}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Imports place-search results as owner-less businesses. Each item is its own transaction (insert +
 * business_created event), so an item is imported whole or not at all and one bad item never stops
 * the others. Duplicates: same googlePlaceId, or same name and city (case-insensitive), already in the
 * directory or earlier in the same batch.
 */
@Injectable()
export class BusinessImportService {
  constructor(
    private readonly repository: BusinessImportRepository,
    private readonly businesses: BusinessesService,
    private readonly businessRows: BusinessesRepository,
    private readonly places: BusinessPlaces,
    private readonly uow: UnitOfWork,
  ) {}

  async importBusinesses(items: unknown[]): Promise<ImportResult> {
    const result: ImportResult = { imported: [], duplicates: [], errors: [], message: '' };
    for (const item of items) {
      const name = typeof (item as { name?: unknown })?.name === 'string' ? ((item as { name: string }).name.trim() || '(no name)') : '(no name)';
      const parsed = validate(importedPlaceSchema, item);
      if (!parsed.ok) {
        result.errors.push({ name, error: parsed.errors[0].message });
        continue;
      }
      const place = parsed.data;
      const location = await this.places.ofNew(place);
      try {
        await this.uow.run(async (manager, events) => {
          await this.repository.lockNameAndCity(manager, place.name, place.city);
          if (await this.repository.isListed(manager, place)) throw new Duplicate();
          const id = await this.repository.insert(manager, place);
          await this.businessRows.setPlace(manager, id, location);
          const business = await this.businesses.getBusiness(id, manager);
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
