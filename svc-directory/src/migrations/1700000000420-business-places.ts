import { lookupCity, lookupZip } from '@pawpals/geo';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every business gets coordinates (docs/decisions/0064-places-without-a-paid-api.md). `location_precision` says where they came from: 'pin'
 * (the owner or an import gave them — never overwritten by an address edit), else geocoded ('street',
 * 'zip', 'city'), so an address edit re-geocodes. Existing listings without coordinates are placed
 * from their ZIP code, else city + state (offline gazetteer; no network in a migration).
 */
export class BusinessPlaces1700000000420 implements MigrationInterface {
  name = 'BusinessPlaces1700000000420';

  async up(q: QueryRunner) {
    await q.query(`ALTER TABLE businesses ADD COLUMN location_precision text CHECK (location_precision IN ('pin', 'street', 'zip', 'city'))`);
    await q.query(`UPDATE businesses SET location_precision = 'pin' WHERE latitude IS NOT NULL`);
    const rows: { id: string; zip_code: string | null; city: string | null; state: string | null }[] = await q.query(
      'SELECT id, zip_code, city, state FROM businesses WHERE latitude IS NULL',
    );
    for (const row of rows) {
      const place = (row.zip_code && lookupZip(row.zip_code)) || (row.city && row.state && lookupCity(row.city, row.state)) || null;
      if (!place) continue;
      await q.query('UPDATE businesses SET latitude = $2, longitude = $3, location_precision = $4 WHERE id = $1', [
        row.id,
        place.latitude,
        place.longitude,
        place.precision,
      ]);
    }
  }

  async down(q: QueryRunner) {
    await q.query('ALTER TABLE businesses DROP COLUMN location_precision');
  }
}
