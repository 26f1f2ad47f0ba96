import { Injectable } from '@nestjs/common';
import {
  conflict,
  EVENTS,
  forbidden,
  invalid,
  notFound,
  type Business,
  type BusinessChanged,
  type BusinessDetail,
  type BusinessCreateData,
  type BusinessSearch,
  type BusinessUpdateData,
  type NearbyVet,
  type NearestVetsRequest,
  type ProcessedImage,
  type SitemapPage,
  type SitemapPageRequest,
} from '@pawpals/contracts';
import { roundMiles } from '@pawpals/geo';
import { isUniqueViolation, UnitOfWork, type EventSink } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { changedEvent } from './business-events';
import { HoursService } from '../hours/hours.service';
import { BusinessPlaces } from './business-places';
import { BusinessesRepository, type LockedBusiness } from './businesses.repository';

export const BUSINESS_NOT_FOUND = 'Business not found';
const ONE_BUSINESS_PER_OWNER = 'You already have a business. Update it instead of creating another one.';

export { changedEvent };

/** The placeholder the gateway computed for the image at `url` (an upload of the caller's), else null. */
export function placeholderOf(url: string | null | undefined, uploads: Record<string, ProcessedImage> | undefined): string | null {
  return (url && uploads?.[url]?.placeholder) || null;
}

/** The directory's listings: search, one, the owner's own (one per owner), its changes and events. */
@Injectable()
export class BusinessesService {
  constructor(
    private readonly repository: BusinessesRepository,
    private readonly uow: UnitOfWork,
    private readonly places: BusinessPlaces,
    private readonly hours: HoursService,
  ) {}

  /** The plain call answers every business (up to 500), premium first; cut to fit one reply. */
  async searchBusinesses(query: BusinessSearch): Promise<Business[]> {
    return fitInReply(await this.repository.searchBusinesses(query));
  }

  async getBusiness(id: string, manager?: EntityManager): Promise<Business> {
    const business = await this.repository.findById(id, manager);
    if (!business) throw notFound(BUSINESS_NOT_FOUND);
    return business;
  }

  /** One business with its hours, time zone, open-now and slot settings (GET /api/businesses/:id). */
  async getBusinessDetail(id: string): Promise<BusinessDetail> {
    return this.hours.describe(await this.getBusiness(id));
  }

  /** The caller's business (with its hours and slot settings), or null when they have none yet. */
  async getMyBusiness(ownerId: string): Promise<BusinessDetail | null> {
    const business = await this.repository.findByOwner(ownerId);
    // Their own, even while a moderator has it down (unlisted).
    return business ? this.hours.describe(business, undefined, { listedOnly: false }) : null;
  }

  /** `uploads`: what the gateway knows of the caller's uploads (the logo's placeholder), by /objects/<id> path. */
  async createBusiness(ownerId: string, data: BusinessCreateData, uploads?: Record<string, ProcessedImage>): Promise<Business> {
    if (await this.repository.findByOwner(ownerId)) throw conflict(ONE_BUSINESS_PER_OWNER);
    const place = await this.places.ofNew(data);
    try {
      return await this.uow.run(async (manager, events) => {
        const id = await this.repository.insert(manager, ownerId, data, placeholderOf(data.logoUrl, uploads));
        await this.repository.setPlace(manager, id, place);
        const business = await this.getBusiness(id, manager);
        events.emit(EVENTS.businessCreated, changedEvent(business, ownerId, 'owner'));
        return business;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'businesses_owner')) throw conflict(ONE_BUSINESS_PER_OWNER);
      throw err;
    }
  }

  /** Owner's update (any subset of fields) and/or the premium toggle; others get 403. */
  async updateBusiness(actorId: string, id: string, data: BusinessUpdateData, uploads?: Record<string, ProcessedImage>): Promise<Business> {
    const current = await this.repository.placeOf(id);
    const place = current ? await this.places.ofEdit(current, data) : undefined;
    return this.uow.run(async (manager, events) => {
      const row = await this.repository.lockOwnership(manager, id);
      if (!row) throw notFound(BUSINESS_NOT_FOUND);
      if (row.ownerId !== actorId) throw forbidden('Only the owner of this business can change it');
      const fields = Object.keys(data).filter((k) => (data as Record<string, unknown>)[k] !== undefined);
      if (!fields.length) throw invalid('Nothing to update: send at least one business field');
      await this.repository.update(manager, id, data, fields, placeholderOf(data.logoUrl, uploads));
      if (place) await this.repository.setPlace(manager, id, place);
      const business = await this.getBusiness(id, manager);
      events.emit(EVENTS.businessUpdated, changedEvent(business, actorId, 'owner', fields));
      return business;
    });
  }

  /** Records the logo object path of the caller's business (PUT /api/business-logo, via the gateway's storage). */
  async setBusinessLogo(ownerId: string, logoUrl: string, uploads?: Record<string, ProcessedImage>): Promise<Business> {
    return this.uow.run(async (manager, events) => {
      const id = await this.repository.lockOfOwner(manager, ownerId);
      if (!id) throw notFound('Create your business before adding a logo');
      await this.repository.setLogo(manager, id, logoUrl, placeholderOf(logoUrl, uploads));
      const business = await this.getBusiness(id, manager);
      events.emit(EVENTS.businessUpdated, changedEvent(business, ownerId, 'owner', ['logoUrl']));
      return business;
    });
  }

  /** The veterinarians nearest a point, nearest first (1–10 of them). */
  /** Whether a business or review with this id exists (reports must name real content). */
  contentExists(contentType: 'business' | 'review', id: string): Promise<boolean> {
    return this.repository.contentExists(contentType, id);
  }

  async findNearestVets(request: NearestVetsRequest): Promise<NearbyVet[]> {
    const { latitude, longitude, limit } = request ?? {};
    const within = (v: unknown, bound: number) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= bound;
    if (!within(latitude, 90) || !within(longitude, 180)) throw invalid('latitude and longitude must be valid coordinates');
    if (!Number.isInteger(limit) || limit < 1 || limit > 10) throw invalid('limit must be a whole number from 1 to 10');
    const rows = await this.repository.nearestVets(latitude, longitude, limit);
    return rows.map((row) => ({ ...row, distanceMiles: roundMiles(row.distanceMiles) }));
  }

  /** A business a booking is for, read without a lock; 404 when there is none. */
  async findForBooking(manager: EntityManager, id: string): Promise<LockedBusiness> {
    const row = await this.repository.findForBooking(manager, id);
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    return row;
  }

  /** Every business is a public page: a page of their ids and last changes, by id. */
  async listSitemapBusinesses({ offset, limit }: SitemapPageRequest): Promise<SitemapPage> {
    const [total, entries] = await Promise.all([this.repository.countBusinesses(), this.repository.sitemapEntries(offset, limit)]);
    return { total, entries };
  }

  /** Locks a business row for a change that depends on it (reviews, bookings…); 404 when there is none. */
  async lockForChange(manager: EntityManager, id: string): Promise<LockedBusiness> {
    const row = await this.repository.lockForChange(manager, id);
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
