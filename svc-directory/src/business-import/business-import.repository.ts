import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { importedPlaceSchema } from '@pawpals/contracts';
import type { EntityManager } from 'typeorm';

export type ImportedPlace = z.output<typeof importedPlaceSchema>;

/** Owner-less businesses made from place-search results: SQL only. */
@Injectable()
export class BusinessImportRepository {
  /** Serialises imports of the same name+city (until the transaction ends) so two concurrent batches cannot both insert it. */
  async lockNameAndCity(manager: EntityManager, name: string, city: string | null | undefined): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext(lower($1) || \'|\' || lower($2)))', [name, city ?? '']);
  }

  /** Is the place already in the directory: same googlePlaceId, or same name and city (case-insensitive)? */
  async isListed(manager: EntityManager, place: ImportedPlace): Promise<boolean> {
    const [dup] = await manager.query(
      `SELECT 1 FROM businesses WHERE ($1::text IS NOT NULL AND google_place_id = $1)
         OR (lower(name) = lower($2) AND lower(coalesce(city, '')) = lower(coalesce($3::text, '')))`,
      [place.googlePlaceId || null, place.name, place.city ?? null],
    );
    return Boolean(dup);
  }

  /** Inserts the place as a business without owner (coordinates only as a pair); answers its id. */
  async insert(manager: EntityManager, place: ImportedPlace): Promise<string> {
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
    return id;
  }
}
