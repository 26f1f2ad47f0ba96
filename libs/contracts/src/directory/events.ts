/** The events svc-directory publishes: businesses, reviews, appointments and inquiries. */
import { defineEvent } from '../shared/contract-builders';
import type { AppointmentCanceller, AppointmentStatus, BusinessCategory, PriceRange } from './enums';

export interface BusinessChanged {
  businessId: string;
  ownerId: string | null;
  name: string;
  category: BusinessCategory;
  city: string | null;
  priceRange: PriceRange | null;
  isPremium: 0 | 1;
  /** Who made the change: the owner's form or premium toggle, an admin, or an admin import. */
  source?: 'owner' | 'admin' | 'import';
  /** For business_updated: the fields that changed (e.g. ['isPremium']). */
  changedFields?: string[];
}

export interface ReviewCreated {
  reviewId: string;
  businessId: string;
  businessName: string;
  ownerId: string | null;
  userId: string;
  /** Reviewer's first name from the user_profiles projection (null while unknown). */
  userFirstName?: string | null;
  rating: number;
  comment?: string | null;
  avgRating: number;
  reviewCount: number;
  /** true when this review replaced the user's earlier review of the same business. */
  replaced?: boolean;
}

export interface AppointmentRequested {
  appointmentId: string;
  businessId: string;
  businessName: string;
  ownerId: string | null;
  userId: string;
  /** Requester's "First Last" from the user_profiles projection (null while unknown). */
  userName?: string | null;
  appointmentDate: string;
  petName: string | null;
  reason?: string | null;
}

export interface AppointmentStatusChanged {
  appointmentId: string;
  businessId: string;
  businessName: string;
  ownerId: string | null;
  userId: string;
  from: AppointmentStatus;
  to: AppointmentStatus;
  appointmentDate: string;
  /** For to = 'cancelled': the business declined it, or the visitor cancelled their own (absent = business). */
  cancelledBy?: AppointmentCanceller;
  /** The visitor's "First Last" when they cancelled (null while unknown). */
  userName?: string | null;
}

/** The business owner answered a review (first answer or an edit). */
export interface ReviewReplied {
  reviewId: string;
  businessId: string;
  businessName: string;
  ownerId: string;
  /** Who wrote the review. */
  reviewerId: string;
  message: string;
  /** false for the first answer, true when the owner edited it. */
  edited: boolean;
}

export interface InquiryReceived {
  conversationId: string;
  messageId?: string;
  businessId: string;
  businessName: string;
  ownerId: string | null;
  customerId: string;
  /** (Always filled by svc-directory; optional only so older emitters type-check.) Customer's "First Last" from the user_profiles projection (null while unknown). */
  customerName?: string | null;
  subject: string;
  /** false for the first message of a conversation, true for a customer's follow-up in it. */
  followUp?: boolean;
}

export interface InquiryReplied {
  conversationId: string;
  messageId?: string;
  businessId: string;
  businessName: string;
  ownerId: string | null;
  customerId: string;
  subject: string;
}

export const DIRECTORY_EVENTS = {
  businessCreated: defineEvent<BusinessChanged>('directory', 'business_created'),
  businessUpdated: defineEvent<BusinessChanged>('directory', 'business_updated'),
  reviewCreated: defineEvent<ReviewCreated>('directory', 'review_created'),
  appointmentRequested: defineEvent<AppointmentRequested>('directory', 'appointment_requested'),
  appointmentStatusChanged: defineEvent<AppointmentStatusChanged>('directory', 'appointment_status_changed'),
  reviewReplied: defineEvent<ReviewReplied>('directory', 'review_replied'),
  inquiryReceived: defineEvent<InquiryReceived>('directory', 'inquiry_received'),
  inquiryReplied: defineEvent<InquiryReplied>('directory', 'inquiry_replied'),
} as const;
