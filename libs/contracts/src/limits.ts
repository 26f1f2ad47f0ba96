/**
 * The product's limits (docs/product.md#numbers-and-limits) under one name, LIMITS. Each domain writes its own
 * (`<domain>/enums.ts`); this joins them.
 */
import { ADMIN_LIMITS } from './admin/enums';
import { DIRECTORY_LIMITS } from './directory/enums';
import { IDENTITY_LIMITS } from './identity/enums';
import { NOTIFICATIONS_LIMITS } from './notifications/enums';
import { PETS_LIMITS } from './pets/enums';
import { SHARED_LIMITS } from './shared/enums';

export const LIMITS = {
  ...SHARED_LIMITS,
  ...IDENTITY_LIMITS,
  ...DIRECTORY_LIMITS,
  ...PETS_LIMITS,
  ...NOTIFICATIONS_LIMITS,
  ...ADMIN_LIMITS,
} as const;
