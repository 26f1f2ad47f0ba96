import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ROUTES, SUBJECTS, type AdminBusinessRow, type ContractRequest, type ServiceAnswerOf } from '@pawpals/contracts';
import { requireAdmin, uuidParam } from '@pawpals/nest-common';
import { BUSINESS_NOT_FOUND } from '../businesses/businesses.service';
import { AdminService } from './admin.service';

/**
 * Admin routes the gateway forwards here after checking the admin level (it puts the role in
 * actor.adminRole); checked again here at the route's level, so no other path gets past it.
 */
@Controller()
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @MessagePattern(SUBJECTS.directory.adminListBusinesses)
  adminListBusinesses(@Payload() req: ContractRequest<'adminListBusinesses'>): Promise<ServiceAnswerOf<'adminListBusinesses'>> {
    requireAdmin(req, ROUTES.adminListBusinesses.access.admin);
    return this.admin.adminListBusinesses(req.query);
  }

  @MessagePattern(SUBJECTS.directory.adminSetPremium)
  adminSetPremium(@Payload() req: ContractRequest<'adminSetPremium'>): Promise<AdminBusinessRow> {
    requireAdmin(req, ROUTES.adminSetPremium.access.admin);
    return this.admin.adminSetPremium(uuidParam(req.params, 'id', BUSINESS_NOT_FOUND), req.body);
  }

  @MessagePattern(SUBJECTS.directory.adminListAppointments)
  adminListAppointments(@Payload() req: ContractRequest<'adminListAppointments'>): Promise<ServiceAnswerOf<'adminListAppointments'>> {
    requireAdmin(req, ROUTES.adminListAppointments.access.admin);
    return this.admin.adminListAppointments(req.query);
  }
}
