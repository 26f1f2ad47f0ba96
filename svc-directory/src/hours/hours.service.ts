import { Injectable } from '@nestjs/common';
import {
  conflict,
  EVENTS,
  invalid,
  LIMITS,
  notFound,
  type AppointmentSlot,
  type Business,
  type BusinessDetail,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@pawpals/contracts';
import { UnitOfWork } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { changedEvent } from '../businesses/business-events';
import { HoursRepository, type HoursRow } from './hours.repository';
import { deriveTimeZone } from './time-zones';

const NO_BUSINESS = 'Create your business before setting its hours';
const FAR_AHEAD_DAYS = 366;

/**
 * Opening hours (weekly ranges and whole-day closures in the business's IANA zone), "open now", and a
 * clinic's bookable slots: its opening hours cut into visits of `slotMinutes`, minus closures, past
 * times and slots a pending or confirmed appointment holds. The zone is saved with the hours: the one
 * the owner chose, else the one derived from the business's state and coordinates.
 */
@Injectable()
export class HoursService {
  constructor(
    private readonly repository: HoursRepository,
    private readonly uow: UnitOfWork,
  ) {}

  /** A business with its hours, zone, open-now and slot settings (GET /api/businesses/:id, /api/my-business). */
  async describe(business: Business, manager?: EntityManager, { listedOnly = true } = {}): Promise<BusinessDetail> {
    const settings = await this.repository.settingsOf(business.id, manager, listedOnly);
    if (!settings) throw notFound('Business not found');
    const hours = await this.repository.hoursOf(business.id, manager);
    return {
      ...business,
      hours,
      timeZone: settings.timeZone ?? deriveTimeZone(settings),
      openNow: hours.weekly.length > 0 && (await this.repository.isOpenNow(business.id, manager)),
      booking: settings.slotMinutes ? { slotMinutes: settings.slotMinutes, enabled: settings.bookingEnabled } : null,
    };
  }

  async setBusinessHours(ownerId: string, body: ParsedBodyOf<'setBusinessHours'>): Promise<BusinessDetail> {
    if (body.timeZone && !(await this.repository.knowsZone(body.timeZone))) {
      throw invalid('timeZone must be an IANA time zone such as America/Chicago');
    }
    return this.uow.run(async (manager, events) => {
      const row = await this.repository.lockOfOwner(manager, ownerId);
      if (!row) throw notFound(NO_BUSINESS);
      const zone = body.timeZone ?? deriveTimeZone(row);
      if (!zone) throw invalid('Choose a time zone: none can be told from your business’s state or location');
      await this.repository.replaceHours(manager, row.id, zone, { weekly: body.weekly, closures: body.closures.map((c) => ({ date: c.date, note: c.note ?? null })) });
      const business = await this.repository.businessOf(manager, row.id);
      events.emit(EVENTS.businessUpdated, changedEvent(business, ownerId, 'owner', ['hours']));
      return this.describe(business, manager, { listedOnly: false });
    });
  }

  async setBookingSettings(ownerId: string, { slotMinutes, enabled }: ParsedBodyOf<'setBookingSettings'>): Promise<BusinessDetail> {
    return this.uow.run(async (manager, events) => {
      const row = await this.repository.lockOfOwner(manager, ownerId);
      if (!row) throw notFound('Create your business before setting up bookings');
      if (row.category !== 'veterinarian') throw invalid('Bookable slots are for veterinary clinics only');
      if (enabled && !(await this.repository.hoursOf(row.id, manager)).weekly.length) {
        throw invalid('Set your opening hours first: bookable hours are your opening hours');
      }
      await this.repository.setBooking(manager, row.id, slotMinutes, enabled);
      const business = await this.repository.businessOf(manager, row.id);
      events.emit(EVENTS.businessUpdated, changedEvent(business, ownerId, 'owner', ['booking']));
      return this.describe(business, manager, { listedOnly: false });
    });
  }

  /** Free slots of the next `days` local days (14 by default) from `from` (the clinic's today by default). */
  async listAvailableSlots(businessId: string, query: ParsedQueryOf<'listAvailableSlots'>): Promise<AppointmentSlot[]> {
    const settings = await this.repository.settingsOf(businessId);
    if (!settings) throw notFound('Business not found');
    const booking = this.bookingOf(settings);
    if (!booking) return [];
    const today = await this.repository.todayIn(booking.zone);
    const from = query.from ?? today;
    const daysAhead = (Date.parse(from) - Date.parse(today)) / 86_400_000;
    if (daysAhead > FAR_AHEAD_DAYS) throw invalid('from must be within the next year');
    return this.repository.slots(undefined, businessId, from, query.days ?? LIMITS.slotDaysMax, booking.slotMinutes, true);
  }

  /**
   * For a booking at `instant`: the slot it takes when the clinic books by slots (409 when it is not one
   * of its open slots), or null when the clinic takes free-date requests. Whether the slot is still free
   * is the database's call (the unique index on held slots), so two racing requests cannot both win.
   */
  async slotFor(manager: EntityManager, businessId: string, instant: Date): Promise<string | null> {
    const settings = await this.repository.settingsOf(businessId, manager);
    const booking = settings && this.bookingOf(settings);
    if (!booking) return null;
    const day = await this.repository.localDateOf(manager, booking.zone, instant.toISOString());
    const open = await this.repository.slots(manager, businessId, day, 1, booking.slotMinutes, false);
    const slot = open.find((s) => Date.parse(s.start) === instant.getTime());
    if (!slot) throw conflict('That time is not an open slot of this clinic. Please pick one of the free times.');
    return slot.start;
  }

  /** Slot settings in force: enabled, with a length and hours in a zone. */
  private bookingOf(s: HoursRow): { slotMinutes: number; zone: string } | null {
    if (s.category !== 'veterinarian' || !s.bookingEnabled || !s.slotMinutes || !s.timeZone) return null;
    return { slotMinutes: s.slotMinutes, zone: s.timeZone };
  }
}
