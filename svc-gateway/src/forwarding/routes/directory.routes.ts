import { SUBJECTS } from '@pawpals/contracts';
import type { ForwardRoute } from '../route-table';

const d = SUBJECTS.directory;

/** SPEC §7.2 and §7.5 (and the customer's side of inquiries), answered by svc-directory. */
export const directoryRoutes: ForwardRoute[] = [
  {
    method: 'GET',
    path: '/businesses',
    subject: d.listBusinesses,
    access: 'public',
    summary:
      'Search the directory: q, category, city, priceRange, minRating, lat, lng, radiusMiles, limit (≤ 500), offset; premium first',
  },
  { method: 'GET', path: '/businesses/:id', subject: d.getBusiness, access: 'public', summary: 'One business' },
  { method: 'POST', path: '/businesses', subject: d.createBusiness, access: 'user', summary: 'Create my business (one per owner)' },
  {
    method: 'PUT',
    path: '/businesses/:id',
    subject: d.updateBusiness,
    access: 'user',
    summary: 'Update my business; {isPremium: 0|1} toggles premium',
  },
  { method: 'GET', path: '/my-business', subject: d.myBusiness, access: 'user', summary: 'My business, or null' },
  { method: 'GET', path: '/reviews/:businessId', subject: d.listReviews, access: 'public', summary: "A business's reviews, newest first" },
  {
    method: 'POST',
    path: '/reviews',
    subject: d.createReview,
    access: 'user',
    summary: 'Review a business {businessId, rating 1–5, comment}; a second review replaces the first',
  },
  { method: 'GET', path: '/user/reviews', subject: d.myReviews, access: 'user', summary: 'My reviews with business {id, name}' },
  { method: 'GET', path: '/favorites', subject: d.listFavorites, access: 'user', summary: 'My favorites [{id, businessId, business}]' },
  { method: 'POST', path: '/favorites', subject: d.addFavorite, access: 'user', summary: 'Add a favorite {businessId}' },
  {
    method: 'DELETE',
    path: '/favorites/:id',
    subject: d.removeFavorite,
    access: 'user',
    summary: 'Remove a favorite (by favorite id or business id)',
  },
  {
    method: 'POST',
    path: '/appointments',
    subject: d.requestAppointment,
    access: 'user',
    summary: 'Request a vet appointment {businessId, appointmentDate, petName, reason}',
  },
  { method: 'GET', path: '/appointments', subject: d.myAppointments, access: 'user', summary: 'My appointment requests' },
  {
    method: 'GET',
    path: '/business/appointments',
    subject: d.businessAppointments,
    access: 'user',
    summary: 'Appointment requests to my business',
  },
  {
    method: 'PATCH',
    path: '/appointments/:id/status',
    subject: d.setAppointmentStatus,
    access: 'user',
    summary: 'Confirm, decline or complete an appointment to my business {status}',
  },
  {
    method: 'POST',
    path: '/businesses/:id/inquiries',
    subject: d.sendInquiry,
    access: 'user',
    summary: 'Start a conversation with a business {subject, message}',
  },
  {
    method: 'GET',
    path: '/my-business/inquiries',
    subject: d.businessInquiries,
    access: 'user',
    summary: "Messages of my business's conversations, oldest first",
  },
  {
    method: 'GET',
    path: '/inquiries/mine',
    subject: d.myInquiries,
    access: 'user',
    summary: 'Messages of the conversations I started, oldest first',
  },
  {
    method: 'POST',
    path: '/inquiries/:conversationId/reply',
    subject: d.replyInquiry,
    access: 'user',
    summary: "Reply in a conversation {message} (the business owner or the conversation's customer)",
  },
  {
    method: 'POST',
    path: '/inquiries/:conversationId/read',
    subject: d.markInquiryRead,
    access: 'user',
    status: 200,
    summary: "Mark the other side's messages of a conversation read for me → {updated} (its owner or customer only)",
  },
];
