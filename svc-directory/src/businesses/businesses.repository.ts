import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { authorNotSuspended, preparedQuery } from '@pawpals/nest-common';
import { type Business, type SitemapEntry, type BusinessCreateData, type BusinessSearch, type BusinessUpdateData } from '@pawpals/contracts';
import { milesBetweenSql } from '@pawpals/geo';
import { DataSource, type EntityManager } from 'typeorm';
import type { BusinessPlace } from './business-places';
import { BUSINESS_COLUMNS, OWN_BUSINESS_COLUMNS } from './business-sql';
import { citiesStartingSql, CITY_WALKS_MAX, cityWalksSql, edgeMiles, radiusEdgesSql, radiusPageSql, searchSql, type RadiusEdges } from './search-sql';

/** Owner-writable field → column. */
export const WRITABLE_COLUMNS: Record<string, string> = {
  name: 'name',
  category: 'category',
  description: 'description',
  logoUrl: 'logo_url',
  address: 'address',
  city: 'city',
  state: 'state',
  zipCode: 'zip_code',
  phone: 'phone',
  websiteUrl: 'website_url',
  services: 'services',
  pricing: 'pricing',
  priceRange: 'price_range',
  latitude: 'latitude',
  longitude: 'longitude',
};

/** A business row locked for a change that depends on it (a review, a booking…). */
export interface LockedBusiness {
  id: string;
  name: string;
  ownerId: string | null;
  category: string;
}

/**
 * The SET of the logo's placeholder when the logo becomes `$url`: the gateway's (`$placeholder`) for it,
 * else the one already kept when the logo does not change, else null. (SET reads the row as it was.)
 */
const logoPlaceholderSet = (url: string, placeholder: string) =>
  `logo_placeholder = CASE WHEN logo_url IS NOT DISTINCT FROM ${url} THEN coalesce(${placeholder}, logo_placeholder) ELSE ${placeholder} END`;

const FIND_BY_ID = `SELECT ${BUSINESS_COLUMNS} FROM businesses b WHERE b.id = $1 AND b.unlisted_at IS NULL AND ${authorNotSuspended('b.owner_id')}`;

/** The businesses table: SQL only. */
@Injectable()
export class BusinessesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The directory search (rules and order: search-sql.ts). */
  async searchBusinesses(s: BusinessSearch): Promise<Business[]> {
    if (s.lat !== undefined && s.lng !== undefined && s.radiusMiles) {
      const radius = { ...s, lat: s.lat, lng: s.lng, radiusMiles: s.radiusMiles };
      const [{ premium, other }] = await this.prepared<RadiusEdges>(radiusEdgesSql(radius));
      if (premium === null && other === null) return [];
      return this.prepared<Business>(radiusPageSql(radius, { premium: edgeMiles(premium), other: edgeMiles(other) }));
    }
    if (s.city && !s.q && s.lat === undefined) {
      const starting = citiesStartingSql(s.city, CITY_WALKS_MAX + 1);
      const cities: { city: string }[] = await this.dataSource.query(starting.sql, starting.params);
      if (cities.length === 0) return [];
      if (cities.length <= CITY_WALKS_MAX) return this.prepared<Business>(cityWalksSql(s, cities.map((c) => c.city)));
    }
    const statement = searchSql(s);
    // Prepared per query shape, except with q, city or a place without a radius: their LIKE patterns and
    // coordinates decide the best plan (trigram index or not), which a cached generic plan would not look at.
    // A radius search's plans are the same whatever its place: nearest-neighbour walks, then small boxes.
    if (s.q || s.city || s.lat !== undefined) return this.dataSource.query(statement.sql, statement.params);
    return this.prepared<Business>(statement);
  }

  /** A statement prepared once per connection and shape (its SQL names it). */
  private prepared<T>({ sql, params }: { sql: string; params: unknown[] }): Promise<T[]> {
    return preparedQuery<T>(this.dataSource, `pawpals-search-${createHash('sha1').update(sql).digest('hex')}`, sql, params);
  }

  /** GET /api/businesses/:id on every detail page: a prepared statement outside transactions. */
  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<Business | undefined> {
    const [row] = await preparedQuery<Business>(manager, 'pawpals-business-by-id', FIND_BY_ID, [id]);
    return row;
  }

  /** The owner's business as they see it: with what a moderator took down, and why. */
  async findByOwner(ownerId: string): Promise<Business | undefined> {
    const [row]: (Business & { removedReason: string | null })[] = await this.dataSource.query(
      `SELECT ${OWN_BUSINESS_COLUMNS} FROM businesses b WHERE b.owner_id = $1`,
      [ownerId],
    );
    if (!row) return undefined;
    const { removedReason, ...business } = row;
    return removedReason ? { ...business, removedReason } : business;
  }

  /** A business's id, name and owner, without locking it. */
  async findSummary(id: string, manager: EntityManager = this.dataSource.manager): Promise<Omit<LockedBusiness, 'category'> | undefined> {
    const [row] = await manager.query('SELECT id, name, owner_id AS "ownerId" FROM businesses WHERE id = $1', [id]);
    return row;
  }

  /**
   * A business's owner and whether the public sees it (listed: the same rule as GET /api/businesses/:id —
   * not unlisted, not taken down, its owner not suspended); undefined when there is none.
   */
  async visibilityOf(id: string): Promise<{ ownerId: string | null; listed: boolean } | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT b.owner_id AS "ownerId", (b.unlisted_at IS NULL AND ${authorNotSuspended('b.owner_id')}) AS listed FROM businesses b WHERE b.id = $1`,
      [id],
    );
    return row;
  }

  async exists(id: string): Promise<boolean> {
    const [row] = await this.dataSource.query('SELECT 1 FROM businesses WHERE id = $1', [id]);
    return Boolean(row);
  }

  /** Inserts an owner's business (every writable field, absent ones null) and its logo's placeholder; answers its id. */
  async insert(manager: EntityManager, ownerId: string, data: BusinessCreateData, logoPlaceholder: string | null = null): Promise<string> {
    const columns = Object.keys(WRITABLE_COLUMNS);
    const values = columns.map((k) => (data as Record<string, unknown>)[k] ?? null);
    const [{ id }] = await manager.query(
      `INSERT INTO businesses (owner_id, logo_placeholder, ${columns.map((k) => WRITABLE_COLUMNS[k]).join(', ')})
       VALUES ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING id`,
      [ownerId, data.logoUrl ? logoPlaceholder : null, ...values],
    );
    return id;
  }

  /** Where a business is, with how exact that is. */
  async setPlace(manager: EntityManager, id: string, place: BusinessPlace): Promise<void> {
    await manager.query('UPDATE businesses SET latitude = $2, longitude = $3, location_precision = $4 WHERE id = $1', [
      id,
      place.latitude,
      place.longitude,
      place.precision,
    ]);
  }

  async placeOf(id: string): Promise<{ address: string | null; city: string | null; state: string | null; zipCode: string | null; locationPrecision: BusinessPlace['precision'] } | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT address, city, state, zip_code AS "zipCode", location_precision AS "locationPrecision" FROM businesses WHERE id = $1`,
      [id],
    );
    return row;
  }

  /**
   * The veterinarians nearest a point: a K-nearest-neighbour scan of the GiST index on
   * ll_to_earth(latitude, longitude) (cube's <-> distance), shown in haversine miles like the rest.
   */
  nearestVets(latitude: number, longitude: number, limit: number) {
    const miles = milesBetweenSql({ lat: '$1::float8', lng: '$2::float8' }, { lat: 'latitude', lng: 'longitude' });
    return this.dataSource.query<{ id: string; name: string; phone: string | null; address: string | null; city: string | null; state: string | null; distanceMiles: number }[]>(
      `SELECT id, name, phone, address, city, state, ${miles} AS "distanceMiles" FROM businesses
       WHERE category = 'veterinarian' AND latitude IS NOT NULL AND unlisted_at IS NULL AND ${authorNotSuspended('owner_id')}
       ORDER BY ll_to_earth(latitude, longitude) <-> ll_to_earth($1::float8, $2::float8)
       LIMIT $3`,
      [latitude, longitude, limit],
    );
  }

  async countBusinesses(): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS total FROM businesses WHERE unlisted_at IS NULL AND ${authorNotSuspended('owner_id')}`);
    return row.total;
  }

  async sitemapEntries(offset: number, limit: number): Promise<SitemapEntry[]> {
    const rows: { id: string; updatedAt: Date }[] = await this.dataSource.query(
      `SELECT id, updated_at AS "updatedAt" FROM businesses WHERE unlisted_at IS NULL AND ${authorNotSuspended('owner_id')} ORDER BY id LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
  }

  /** Locks a business for its owner's change; undefined when there is none. */
  async lockOwnership(manager: EntityManager, id: string): Promise<{ ownerId: string | null } | undefined> {
    const [row] = await manager.query('SELECT owner_id AS "ownerId" FROM businesses WHERE id = $1 FOR UPDATE', [id]);
    return row;
  }

  /** Writes the given fields (owner fields and/or isPremium 0|1); a new logo comes with its placeholder. */
  async update(manager: EntityManager, id: string, data: BusinessUpdateData, fields: string[], logoPlaceholder: string | null = null): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const field of fields) {
      const value = (data as Record<string, unknown>)[field];
      params.push(field === 'isPremium' ? value === 1 : value);
      sets.push(`${field === 'isPremium' ? 'is_premium' : WRITABLE_COLUMNS[field]} = $${params.length}`);
      if (field === 'logoUrl') {
        params.push(value == null ? null : logoPlaceholder);
        sets.push(logoPlaceholderSet(`$${params.length - 1}`, `$${params.length}`));
      }
    }
    await manager.query(`UPDATE businesses SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
  }

  /** Locks the owner's business; answers its id, or undefined when they have none. */
  async lockOfOwner(manager: EntityManager, ownerId: string): Promise<string | undefined> {
    const [row] = await manager.query('SELECT id FROM businesses WHERE owner_id = $1 FOR UPDATE', [ownerId]);
    return row?.id;
  }

  async contentExists(contentType: 'business' | 'review', id: string): Promise<boolean> {
    const table = contentType === 'business' ? 'businesses' : 'reviews';
    const [row] = await this.dataSource.query(`SELECT EXISTS (SELECT 1 FROM ${table} WHERE id = $1) AS exists`, [id]);
    return row.exists === true;
  }

  async setLogo(manager: EntityManager, id: string, logoUrl: string, placeholder: string | null = null): Promise<void> {
    await manager.query(`UPDATE businesses SET logo_url = $2, ${logoPlaceholderSet('$2', '$3')}, updated_at = now() WHERE id = $1`, [id, logoUrl, placeholder]);
  }

  async findForBooking(manager: EntityManager, id: string): Promise<LockedBusiness | undefined> {
    const [row] = await manager.query('SELECT id, name, owner_id AS "ownerId", category FROM businesses WHERE id = $1', [id]);
    return row;
  }

  async lockForChange(manager: EntityManager, id: string): Promise<LockedBusiness | undefined> {
    const [row] = await manager.query(
      'SELECT id, name, owner_id AS "ownerId", category FROM businesses WHERE id = $1 FOR UPDATE',
      [id],
    );
    return row;
  }
}
