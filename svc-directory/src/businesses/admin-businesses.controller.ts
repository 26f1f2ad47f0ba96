import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  importBusinessesSchema,
  notFound,
  premiumSchema,
  SUBJECTS,
  type AdminAppointmentRow,
  type AdminBusinessRow,
  type ImportResult,
  type RpcRequest,
} from '@pawpals/contracts';
import { parseOr400, UnitOfWork } from '@pawpals/nest-common';
import { DataSource } from 'typeorm';
import { fullName, idParam, requireAdmin, returned } from '../common/sql';
import { BUSINESS_NOT_FOUND, BusinessesService } from './businesses.service';
import { ImportService } from './import.service';

const ADMIN_ROW = `b.id, b.name, b.city, b.category, b.price_range AS "priceRange",
  CASE WHEN b.is_premium THEN 1 ELSE 0 END AS "isPremium", u.email AS "ownerEmail"`;

/**
 * Subjects svc-admin calls after checking the admin role (it puts the role in actor.adminRole).
 * No gateway route points here directly; without an admin role in the actor they answer 403.
 */
@Controller()
export class AdminBusinessesController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly businesses: BusinessesService,
    private readonly importer: ImportService,
  ) {}

  @MessagePattern(SUBJECTS.directory.adminListBusinesses)
  async list(@Payload() req: RpcRequest): Promise<AdminBusinessRow[]> {
    requireAdmin(req);
    return this.dataSource.query(
      `SELECT ${ADMIN_ROW} FROM businesses b LEFT JOIN user_profiles u ON u.user_id = b.owner_id ORDER BY lower(b.name), b.id`,
    );
  }

  /** PATCH /api/admin/businesses/:id/premium with {isPremium: 0|1}. */
  @MessagePattern(SUBJECTS.directory.adminSetPremium)
  async setPremium(@Payload() req: RpcRequest): Promise<AdminBusinessRow> {
    requireAdmin(req);
    const id = idParam(req, 'id', BUSINESS_NOT_FOUND);
    const { isPremium } = parseOr400(premiumSchema, req.body);
    return this.uow.run(async (manager, events) => {
      const [row] = returned<{ owner_id: string | null }>(
        await manager.query('UPDATE businesses SET is_premium = $2, updated_at = now() WHERE id = $1 RETURNING owner_id', [id, isPremium === 1]),
      );
      if (!row) throw notFound(BUSINESS_NOT_FOUND);
      const business = await this.businesses.get(id, manager);
      this.businesses.emitUpdated(events, business, row.owner_id, 'admin', ['isPremium']);
      const [adminRow] = await manager.query(
        `SELECT ${ADMIN_ROW} FROM businesses b LEFT JOIN user_profiles u ON u.user_id = b.owner_id WHERE b.id = $1`,
        [id],
      );
      return adminRow;
    });
  }

  @MessagePattern(SUBJECTS.directory.adminListAppointments)
  async appointments(@Payload() req: RpcRequest): Promise<AdminAppointmentRow[]> {
    requireAdmin(req);
    return this.dataSource.query(
      `SELECT a.id, b.name AS "businessName", coalesce(${fullName('u')}, 'Unknown user') AS "userName",
         coalesce(u.email, '') AS "userEmail", a.status, a.appointment_date AS "appointmentDate",
         a.pet_name AS "petName", a.reason
       FROM appointments a JOIN businesses b ON b.id = a.business_id LEFT JOIN user_profiles u ON u.user_id = a.user_id
       ORDER BY a.appointment_date DESC, a.id`,
    ).then((rows: AdminAppointmentRow[]) => rows.map((r) => ({ ...r, appointmentDate: new Date(r.appointmentDate).toISOString() })));
  }

  /** POST /api/admin/import-businesses with {businesses: PlaceSearchResult[]}. */
  @MessagePattern(SUBJECTS.directory.importBusinesses)
  async import(@Payload() req: RpcRequest): Promise<ImportResult> {
    requireAdmin(req);
    const { businesses } = parseOr400(importBusinessesSchema, req.body);
    return this.importer.importAll(businesses);
  }
}
