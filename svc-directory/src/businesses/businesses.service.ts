import { Injectable } from '@nestjs/common';
import {
  conflict,
  EVENTS,
  forbidden,
  invalid,
  LIMITS,
  notFound,
  SEARCH_LIMIT_MAX,
  type Business,
  type BusinessChanged,
  type BusinessCreateData,
  type BusinessSearch,
  type BusinessUpdateData,
} from '@pawpals/contracts';
import { UnitOfWork, type EventSink } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { BUSINESS_COLUMNS, isUniqueViolation } from '../common/sql';

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

export const BUSINESS_NOT_FOUND = 'Business not found';

/** '%', '_' and '\' typed by a person are literal characters, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function changedEvent(b: Business, ownerId: string | null, source: BusinessChanged['source'], changedFields?: string[]): BusinessChanged {
  return {
    businessId: b.id,
    ownerId,
    name: b.name,
    category: b.category,
    city: b.city,
    priceRange: b.priceRange,
    isPremium: b.isPremium,
    source,
    ...(changedFields ? { changedFields } : {}),
  };
}

@Injectable()
export class BusinessesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * The directory search. Filters: q (substring of name, city or description, case-insensitive, via
   * the trigram index), category, city (case-insensitive prefix), priceRange, minRating, and a radius
   * around lat/lng (great circle on a 3959-mile sphere; GiST earth box first, exact distance second;
   * businesses without coordinates are excluded). Order: premium first; then nearest first when
   * lat/lng are given; then highest rating, most reviews, name, id (stable for paging).
   */
  async search(s: BusinessSearch): Promise<Business[]> {
    const params: unknown[] = [];
    const p = (v: unknown) => (params.push(v), `$${params.length}`);
    const where: string[] = [];
    if (s.q) where.push(`b.search_text LIKE ${p(`%${escapeLike(s.q.toLowerCase())}%`)}`);
    if (s.category) where.push(`b.category = ${p(s.category)}`);
    if (s.city) where.push(`lower(b.city) LIKE ${p(`${escapeLike(s.city.toLowerCase())}%`)}`);
    if (s.priceRange) where.push(`b.price_range = ${p(s.priceRange)}`);
    if (s.minRating) where.push(`b.avg_rating >= ${p(s.minRating)}`);
    let distance = '';
    if (s.lat !== undefined && s.lng !== undefined) {
      const lat = p(s.lat);
      const lng = p(s.lng);
      distance = `(2 * ${LIMITS.earthRadiusMiles} * asin(least(1, sqrt(
        power(sin(radians(b.latitude - ${lat}::float8) / 2), 2) +
        cos(radians(${lat}::float8)) * cos(radians(b.latitude)) * power(sin(radians(b.longitude - ${lng}::float8) / 2), 2)))))`;
      if (s.radiusMiles) {
        // earthdistance's sphere is a little larger than 3959 mi: scale the box by the same angle, plus 1 %.
        const angle = (s.radiusMiles / LIMITS.earthRadiusMiles) * 1.01;
        where.push(`b.latitude IS NOT NULL`);
        where.push(`earth_box(ll_to_earth(${lat}::float8, ${lng}::float8), ${p(angle)}::float8 * earth()) @> ll_to_earth(b.latitude, b.longitude)`);
        where.push(`${distance} <= ${p(s.radiusMiles)}`);
      }
    }
    // With a city (a selective prefix filter), sort the few matches instead of walking the order index
    // until 20 match: that walk reads the whole table when the city has none (a typo, a small town).
    const premium = s.city ? '(CASE WHEN b.is_premium THEN 1 ELSE 0 END) DESC' : 'b.is_premium DESC';
    const order = [premium, ...(distance ? [`${distance} ASC NULLS LAST`] : []), 'b.avg_rating DESC', 'b.review_count DESC', 'b.name', 'b.id'];
    const sql = `SELECT ${BUSINESS_COLUMNS} FROM businesses b
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${order.join(', ')}
      LIMIT ${p(s.limit ?? SEARCH_LIMIT_MAX)} OFFSET ${p(s.offset ?? 0)}`;
    return fitInReply(await this.dataSource.query(sql, params));
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<Business> {
    const [row] = await manager.query(`SELECT ${BUSINESS_COLUMNS} FROM businesses b WHERE b.id = $1`, [id]);
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    return row;
  }

  async ofOwner(ownerId: string): Promise<Business | null> {
    const [row] = await this.dataSource.query(`SELECT ${BUSINESS_COLUMNS} FROM businesses b WHERE b.owner_id = $1`, [ownerId]);
    return row ?? null;
  }

  async create(ownerId: string, data: BusinessCreateData): Promise<Business> {
    if (await this.ofOwner(ownerId)) throw conflict('You already have a business. Update it instead of creating another one.');
    const columns = Object.keys(WRITABLE_COLUMNS);
    try {
      return await this.uow.run(async (manager, events) => {
        const values = columns.map((k) => (data as Record<string, unknown>)[k] ?? null);
        const [{ id }] = await manager.query(
          `INSERT INTO businesses (owner_id, ${columns.map((k) => WRITABLE_COLUMNS[k]).join(', ')})
           VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
          [ownerId, ...values],
        );
        const business = await this.get(id, manager);
        events.emit(EVENTS.businessCreated, changedEvent(business, ownerId, 'owner'));
        return business;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'businesses_owner')) throw conflict('You already have a business. Update it instead of creating another one.');
      throw err;
    }
  }

  /** Owner's update (any subset of fields) and/or the premium toggle; others get 403. */
  async update(actorId: string, id: string, data: BusinessUpdateData): Promise<Business> {
    return this.uow.run(async (manager, events) => {
      const [row] = await manager.query('SELECT owner_id FROM businesses WHERE id = $1 FOR UPDATE', [id]);
      if (!row) throw notFound(BUSINESS_NOT_FOUND);
      if (row.owner_id !== actorId) throw forbidden('Only the owner of this business can change it');
      const fields = Object.keys(data).filter((k) => (data as Record<string, unknown>)[k] !== undefined);
      if (!fields.length) throw invalid('Nothing to update: send at least one business field');
      const sets: string[] = [];
      const params: unknown[] = [id];
      for (const field of fields) {
        const value = (data as Record<string, unknown>)[field];
        params.push(field === 'isPremium' ? value === 1 : value);
        sets.push(`${field === 'isPremium' ? 'is_premium' : WRITABLE_COLUMNS[field]} = $${params.length}`);
      }
      await manager.query(`UPDATE businesses SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
      const business = await this.get(id, manager);
      events.emit(EVENTS.businessUpdated, changedEvent(business, actorId, 'owner', fields));
      return business;
    });
  }

  /** Records the logo object path of the caller's business (PUT /api/business-logo, via the gateway's storage). */
  async setLogo(ownerId: string, logoUrl: string): Promise<Business> {
    return this.uow.run(async (manager, events) => {
      const [row] = await manager.query('SELECT id FROM businesses WHERE owner_id = $1 FOR UPDATE', [ownerId]);
      if (!row) throw notFound('Create your business before adding a logo');
      await manager.query('UPDATE businesses SET logo_url = $2, updated_at = now() WHERE id = $1', [row.id, logoUrl]);
      const business = await this.get(row.id, manager);
      events.emit(EVENTS.businessUpdated, changedEvent(business, ownerId, 'owner', ['logoUrl']));
      return business;
    });
  }

  /** Locks a business row for a change that depends on it (reviews, bookings…). */
  async lockForChange(manager: EntityManager, id: string): Promise<{ id: string; name: string; ownerId: string | null; category: string }> {
    const [row] = await manager.query(
      'SELECT id, name, owner_id AS "ownerId", category FROM businesses WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    return row;
  }

  emitUpdated(events: EventSink, business: Business, ownerId: string | null, source: BusinessChanged['source'], fields: string[]) {
    events.emit(EVENTS.businessUpdated, changedEvent(business, ownerId, source, fields));
  }
}

/**
 * A reply travels as one NATS message (1 MB by default). Listings are cut, in their order, before they
 * would outgrow it: long descriptions mean fewer rows per answer, and `offset` reaches the rest.
 */
export const LISTING_REPLY_BUDGET_BYTES = 768 * 1024;

export function fitInReply<T>(rows: T[], budget = LISTING_REPLY_BUDGET_BYTES): T[] {
  let bytes = 2;
  for (let i = 0; i < rows.length; i++) {
    bytes += Buffer.byteLength(JSON.stringify(rows[i])) + 1;
    if (bytes > budget) return rows.slice(0, i);
  }
  return rows;
}
