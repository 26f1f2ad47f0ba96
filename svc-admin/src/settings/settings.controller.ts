import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ADMIN_ROLES,
  APPOINTMENT_STATUSES,
  BUSINESS_CATEGORIES,
  PRICE_RANGES,
  SUBJECTS,
  type RpcRequest,
  type SettingsCategories,
} from '@pawpals/contracts';
import { requireAdmin } from '../admin-guard';

@Controller()
export class SettingsController {
  @MessagePattern(SUBJECTS.admin.getSettingsCategories)
  categories(@Payload() req: RpcRequest): SettingsCategories {
    requireAdmin(req);
    return {
      businessCategories: [...BUSINESS_CATEGORIES],
      priceRanges: [...PRICE_RANGES],
      appointmentStatuses: [...APPOINTMENT_STATUSES],
      adminRoles: [...ADMIN_ROLES],
    };
  }
}
