import { Injectable } from '@nestjs/common';
import { ADMIN_ROLES, APPOINTMENT_STATUSES, BUSINESS_CATEGORIES, PRICE_RANGES, type ResponseOf } from '@pawpals/contracts';

/** The settings page's lists, straight from the enums in libs/contracts. */
@Injectable()
export class SettingsService {
  getSettingsCategories(): ResponseOf<'getSettingsCategories'> {
    return {
      businessCategories: [...BUSINESS_CATEGORIES],
      priceRanges: [...PRICE_RANGES],
      appointmentStatuses: [...APPOINTMENT_STATUSES],
      adminRoles: [...ADMIN_ROLES],
    };
  }
}
