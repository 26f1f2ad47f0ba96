import { Injectable } from '@nestjs/common';
import { notFound, type AdminAppointmentRow, type AdminBusinessRow, type ParsedBodyOf } from '@pawpals/contracts';
import { UnitOfWork } from '@pawpals/nest-common';
import { BUSINESS_NOT_FOUND, BusinessesService } from '../businesses/businesses.service';
import { AdminRepository } from './admin.repository';

/** The admin panel's directory pages: every business (premium toggle) and every appointment. */
@Injectable()
export class AdminService {
  constructor(
    private readonly admin: AdminRepository,
    private readonly businesses: BusinessesService,
    private readonly uow: UnitOfWork,
  ) {}

  adminListBusinesses(): Promise<AdminBusinessRow[]> {
    return this.admin.listBusinesses();
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

  adminListAppointments(): Promise<AdminAppointmentRow[]> {
    return this.admin.listAppointments();
  }
}
