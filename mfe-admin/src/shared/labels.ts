import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type {
  AdminRole,
  AppointmentStatus,
  AuditAction,
  AuditTargetType,
  BusinessCategory,
  PetPostType,
  PetSpecies,
  PriceRange,
  ReportableContentType,
  ReportedContentStatus,
} from '@pawpals/contracts';
import { titleCase } from './format';
import { categoryLabel, englishIntl, priceRangeName } from '@pawpals/ui';
import { BUSINESS_CATEGORIES, PRICE_RANGES } from '@pawpals/contracts';

/** Admin roles in running text and the role badge ("super admin"; the badge capitalizes). */
const roles = defineMessages({
  super_admin: { id: 'admin.role.superAdmin', defaultMessage: 'super admin' },
  moderator: { id: 'admin.role.moderator', defaultMessage: 'moderator' },
  content_manager: { id: 'admin.role.contentManager', defaultMessage: 'content manager' },
}) satisfies Record<AdminRole, MessageDescriptor>;

/** Admin roles as choices ("Super Admin"). */
const roleChoices = defineMessages({
  super_admin: { id: 'admin.roleChoice.superAdmin', defaultMessage: 'Super Admin' },
  moderator: { id: 'admin.roleChoice.moderator', defaultMessage: 'Moderator' },
  content_manager: { id: 'admin.roleChoice.contentManager', defaultMessage: 'Content Manager' },
}) satisfies Record<AdminRole, MessageDescriptor>;

const appointmentStatuses = defineMessages({
  pending: { id: 'admin.appointmentStatus.pending', defaultMessage: 'Pending' },
  confirmed: { id: 'admin.appointmentStatus.confirmed', defaultMessage: 'Confirmed' },
  cancelled: { id: 'admin.appointmentStatus.cancelled', defaultMessage: 'Cancelled' },
  completed: { id: 'admin.appointmentStatus.completed', defaultMessage: 'Completed' },
}) satisfies Record<AppointmentStatus, MessageDescriptor>;

const postTypes = defineMessages({
  lost: { id: 'admin.postType.lost', defaultMessage: 'Lost' },
  found: { id: 'admin.postType.found', defaultMessage: 'Found' },
}) satisfies Record<PetPostType, MessageDescriptor>;

const species = defineMessages({
  dog: { id: 'admin.species.dog', defaultMessage: 'Dog' },
  cat: { id: 'admin.species.cat', defaultMessage: 'Cat' },
  bird: { id: 'admin.species.bird', defaultMessage: 'Bird' },
  rabbit: { id: 'admin.species.rabbit', defaultMessage: 'Rabbit' },
  reptile: { id: 'admin.species.reptile', defaultMessage: 'Reptile' },
  'small animal': { id: 'admin.species.smallAnimal', defaultMessage: 'Small animal' },
  other: { id: 'admin.species.other', defaultMessage: 'Other' },
}) satisfies Record<PetSpecies, MessageDescriptor>;

const reportedTypes = defineMessages({
  business: { id: 'admin.contentType.business', defaultMessage: 'Business' },
  review: { id: 'admin.contentType.review', defaultMessage: 'Review' },
  lost_found_pet: { id: 'admin.contentType.lostFoundPet', defaultMessage: 'Lost Found Pet' },
}) satisfies Record<ReportableContentType, MessageDescriptor>;

const reportStatuses = defineMessages({
  pending: { id: 'admin.reportStatus.pending', defaultMessage: 'Pending' },
  reviewed: { id: 'admin.reportStatus.reviewed', defaultMessage: 'Reviewed' },
  dismissed: { id: 'admin.reportStatus.dismissed', defaultMessage: 'Dismissed' },
}) satisfies Record<ReportedContentStatus, MessageDescriptor>;

const auditTargets = defineMessages({
  user: { id: 'admin.auditTarget.user', defaultMessage: 'User' },
  lost_found_pet: { id: 'admin.auditTarget.lostFoundPet', defaultMessage: 'Lost Found Pet' },
  business: { id: 'admin.auditTarget.business', defaultMessage: 'Business' },
  review: { id: 'admin.auditTarget.review', defaultMessage: 'Review' },
  sighting: { id: 'admin.auditTarget.sighting', defaultMessage: 'Sighting' },
  business_photo: { id: 'admin.auditTarget.businessPhoto', defaultMessage: 'Business Photo' },
  pet_message: { id: 'admin.auditTarget.petMessage', defaultMessage: 'Pet Message' },
  report: { id: 'admin.auditTarget.report', defaultMessage: 'Report' },
  takedown: { id: 'admin.auditTarget.takedown', defaultMessage: 'Takedown' },
  broadcast: { id: 'admin.auditTarget.broadcast', defaultMessage: 'Broadcast' },
  parked_event: { id: 'admin.auditTarget.parkedEvent', defaultMessage: 'Parked Event' },
}) satisfies Record<AuditTargetType, MessageDescriptor>;

/** libs/contracts' AUDIT_ACTION_LABELS, spoken. */
const auditActions = defineMessages({
  post_approved: { id: 'admin.auditAction.postApproved', defaultMessage: 'Approved a pet post' },
  post_rejected: { id: 'admin.auditAction.postRejected', defaultMessage: 'Rejected a pet post' },
  report_resolved: { id: 'admin.auditAction.reportResolved', defaultMessage: 'Resolved a report' },
  content_taken_down: { id: 'admin.auditAction.contentTakenDown', defaultMessage: 'Took content down' },
  takedown_restored: { id: 'admin.auditAction.takedownRestored', defaultMessage: 'Restored taken-down content' },
  user_suspended: { id: 'admin.auditAction.userSuspended', defaultMessage: 'Suspended a member' },
  user_reinstated: { id: 'admin.auditAction.userReinstated', defaultMessage: 'Reinstated a member' },
  premium_changed: { id: 'admin.auditAction.premiumChanged', defaultMessage: 'Changed premium' },
  admin_role_granted: { id: 'admin.auditAction.adminRoleGranted', defaultMessage: 'Granted an admin role' },
  admin_role_changed: { id: 'admin.auditAction.adminRoleChanged', defaultMessage: 'Changed an admin role' },
  admin_role_revoked: { id: 'admin.auditAction.adminRoleRevoked', defaultMessage: 'Revoked an admin role' },
  broadcast_sent: { id: 'admin.auditAction.broadcastSent', defaultMessage: 'Sent a broadcast' },
  businesses_imported: { id: 'admin.auditAction.businessesImported', defaultMessage: 'Imported businesses' },
  parked_event_retried: { id: 'admin.auditAction.parkedEventRetried', defaultMessage: 'Retried a parked event' },
  parked_event_deleted: { id: 'admin.auditAction.parkedEventDeleted', defaultMessage: 'Deleted a parked event' },
}) satisfies Record<AuditAction, MessageDescriptor>;

/** A value's words from one of the tables above; a value the table does not know (newer server) is title-cased. */
function spoken(table: Record<string, MessageDescriptor>, value: string, intl: IntlShape, fallback = titleCase(value)): string {
  const message = Object.hasOwn(table, value) ? table[value] : undefined;
  return message ? intl.formatMessage(message) : fallback;
}

/** An admin role for people: "super admin", "content manager" (the role badge and the guard's messages). */
export function roleLabel(role: string, intl: IntlShape = englishIntl): string {
  return spoken(roles, role, intl, role.replace(/_/g, ' '));
}

/** The role choices of the Add Admin dialog, highest first. */
export function adminRoleOptions(intl: IntlShape = englishIntl): { value: AdminRole; label: string }[] {
  return (['super_admin', 'moderator', 'content_manager'] as const).map((value) => ({ value, label: intl.formatMessage(roleChoices[value]) }));
}

/** "Groomer", "Pet Store", "Park", "Veterinarian" (libs/ui's words); a value the server added later, title-cased. */
export const categoryText = (category: string, intl: IntlShape = englishIntl) =>
  (BUSINESS_CATEGORIES as readonly string[]).includes(category) ? categoryLabel(category as BusinessCategory, intl) : titleCase(category);
/** "Budget", "Moderate", "Premium" (libs/ui's words); a value the server added later, title-cased. */
export const priceText = (price: string, intl: IntlShape = englishIntl) =>
  (PRICE_RANGES as readonly string[]).includes(price) ? priceRangeName(price as PriceRange, intl) : titleCase(price);
/** "Pending", "Confirmed", "Cancelled", "Completed". */
export const appointmentStatusText = (status: string, intl: IntlShape = englishIntl) => spoken(appointmentStatuses, status, intl);
/** "Lost", "Found". */
export const postTypeText = (type: string, intl: IntlShape = englishIntl) => spoken(postTypes, type, intl);
/** "Dog", "Small animal". */
export const speciesText = (value: string, intl: IntlShape = englishIntl) => spoken(species, value, intl);
/** What a report names: "Business", "Review", "Lost Found Pet". */
export const reportedTypeText = (type: string, intl: IntlShape = englishIntl) => spoken(reportedTypes, type, intl);
/** "Pending", "Reviewed", "Dismissed". */
export const reportStatusText = (status: string, intl: IntlShape = englishIntl) => spoken(reportStatuses, status, intl);
/** What an audit row names as its target: "User", "Business Photo". */
export const auditTargetText = (type: string, intl: IntlShape = englishIntl) => spoken(auditTargets, type, intl);
/** What an audit row did: "Approved a pet post". */
export const auditActionText = (action: string, intl: IntlShape = englishIntl) => spoken(auditActions, action, intl);
