import { Injectable } from '@nestjs/common';
import {
  decodeCursor,
  notFound,
  pageLimitOf,
  pageOf,
  type AdminBusinessRow,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type ServiceAnswerOf,
} from '@pawpals/contracts';
import { UnitOfWork } from '@pawpals/nest-common';
import { BUSINESS_NOT_FOUND, BusinessesService } from '../businesses/businesses.service';
import { AdminRepository } from './admin.repository';

/** The two lists' cursors: businesses by name (lower(name), id); appointments latest date first (appointment_date, id). */
const BUSINESSES_BY_NAME = { name: 'adminListBusinesses:name', keys: ['text', 'uuid'] } as const;
const APPOINTMENTS_LATEST = { name: 'adminListAppointments:latest', keys: ['timestamp', 'uuid'] } as const;

/** The admin panel's directory pages: every business (premium toggle) and every appointment. */
@Injectable()
export class AdminService {
  constructor(
    private readonly admin: AdminRepository,
    private readonly businesses: BusinessesService,
    private readonly uow: UnitOfWork,
  ) {}

  /** Businesses by name, searched by name, city or owner's email; one page at a time. */
  async adminListBusinesses(query: ParsedQueryOf<'adminListBusinesses'>): Promise<ServiceAnswerOf<'adminListBusinesses'>> {
    const after = query.cursor ? decodeCursor(query.cursor, BUSINESSES_BY_NAME.name, BUSINESSES_BY_NAME.keys) : undefined;
    const limit = pageLimitOf(query.limit);
    const rows = await this.admin.listBusinesses({ q: query.q }, after, limit + 1);
    return pageOf(rows, limit, BUSINESSES_BY_NAME.name, (row) => [row.nameKey, row.id], ({ nameKey: _key, ...row }) => row);
  }

  /** Sets the premium flag and tells the others (business_updated, source admin); answers the admin row. */
  async adminSetPremium(id: string, { isPremium }: ParsedBodyOf<'adminSetPremium'>): Promise<AdminBusinessRow> {
    return this.uow.run(async (manager, events) => {
      const row = await this.admin.setPremium(manager, id, isPremium === 1);
      if (!row) throw notFound(BUSINESS_NOT_FOUND);
      const business = await this.businesses.getBusiness(id, manager);
      this.businesses.emitUpdated(events, business, row.ownerId, 'admin', ['isPremium']);
      return (await this.admin.findBusinessRow(manager, id))!;
    });
  }

  /** Appointments latest date first; one page at a time. */
  async adminListAppointments(query: ParsedQueryOf<'adminListAppointments'>): Promise<ServiceAnswerOf<'adminListAppointments'>> {
    const after = query.cursor ? decodeCursor(query.cursor, APPOINTMENTS_LATEST.name, APPOINTMENTS_LATEST.keys) : undefined;
    const limit = pageLimitOf(query.limit);
    const rows = await this.admin.listAppointments(after, limit + 1);
    return pageOf(rows, limit, APPOINTMENTS_LATEST.name, (row) => [row.dateKey, row.id], ({ dateKey: _key, ...row }) => row);
  }
}
