/**
 * Every HTTP route of the product, by one name per use case. The name is the same at every layer:
 * the contract `searchBusinesses` is forwarded on the subject `directory.searchBusinesses`, handled by
 * svc-directory's `searchBusinesses`, and called by the browser's `searchBusinesses`.
 *
 * This table is plain data (no zod), so a browser app can build URLs from it without bundling the
 * schemas; the schemas of each route live in ./schemas.ts under the same name.
 */
import type { AdminRole } from '../enums';
import type { ServiceName } from '../messaging';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call a route: anyone, a signed-in member, or an admin of at least this role. */
export type Access = 'public' | 'user' | { admin: AdminRole };

export interface RouteSpec {
  /** The service that answers it over NATS, or the gateway itself (identity, uploads, live stream, health). */
  owner: ServiceName | 'gateway';
  method: HttpMethod;
  /** Express-style path with :params; under /api unless it starts with /objects. */
  path: string;
  access: Access;
  summary: string;
  /** Answer status on success. */
  status: number;
  /** What the success answer is when it is not JSON. */
  produces?: 'text/event-stream' | 'image/*' | 'redirect' | 'application/pdf';
  /**
   * Body fields that, when given, must name the caller's own finished upload (its upload URL or
   * `/objects/<id>`), or a list of them (every element); the gateway checks them, forwards the stable
   * `/objects/<id>` and tells the service what it knows of each (RpcRequest.uploads).
   */
  ownUploads?: readonly string[];
}

const route = <const S extends Omit<RouteSpec, 'status'> & { status?: number }>(spec: S) =>
  ({ ...spec, status: spec.status ?? (spec.method === 'POST' ? 201 : 200) }) as S & { status: number };

const moderator = { admin: 'moderator' } as const;
const contentManager = { admin: 'content_manager' } as const;
const superAdmin = { admin: 'super_admin' } as const;

export const ROUTES = {
  // ── Identity, sessions, uploads, live stream, health: answered by the gateway (ARCHITECTURE §5) ──
  getClientConfig: route({
    owner: 'gateway',
    method: 'GET',
    path: '/config',
    access: 'public',
    summary: 'Deployment settings the browser needs (map tiles)',
  }),
  downloadFlyer: route({
    owner: 'gateway',
    method: 'GET',
    path: '/lost-found-pets/:id/flyer.pdf',
    access: 'public',
    produces: 'application/pdf',
    summary: 'A printable one-page flyer of a post (photo, details, how to reach the owner, a QR code to the post)',
  }),
  getCurrentUser: route({ owner: 'gateway', method: 'GET', path: '/auth/user', access: 'user', summary: 'The signed-in user, or 401' }),
  exportAccount: route({
    owner: 'gateway',
    method: 'GET',
    path: '/auth/user/export',
    access: 'user',
    summary: 'A JSON file of everything the account holds across the services (profile, business, reviews, posts, …)',
  }),
  deleteAccount: route({
    owner: 'gateway',
    method: 'DELETE',
    path: '/auth/user',
    access: 'user',
    summary: "Deletes the caller's account after checking the password; every service erases or anonymises their data",
  }),
  signup: route({
    owner: 'gateway',
    method: 'POST',
    path: '/signup',
    access: 'public',
    summary: 'Create an account (pet owner or business owner) and sign in',
  }),
  login: route({
    owner: 'gateway',
    method: 'POST',
    path: '/login/local',
    access: 'public',
    status: 200,
    summary: 'Sign in with email or username and password',
  }),
  logout: route({
    owner: 'gateway',
    method: 'GET',
    path: '/logout',
    access: 'public',
    status: 302,
    produces: 'redirect',
    summary: 'End the session and go to the home page',
  }),
  logoutEverywhere: route({
    owner: 'gateway',
    method: 'POST',
    path: '/auth/logout-all',
    access: 'user',
    status: 200,
    summary: 'Sign out on every device: ends all of the signed-in user’s sessions',
  }),
  updateCurrentUser: route({
    owner: 'gateway',
    method: 'PATCH',
    path: '/auth/user',
    access: 'user',
    ownUploads: ['profileImageUrl'],
    summary: 'Change my first and last name and profile photo (an image I uploaded, or null to remove it)',
  }),
  changePassword: route({
    owner: 'gateway',
    method: 'POST',
    path: '/auth/password',
    access: 'user',
    status: 200,
    summary: 'Change my password with the current one; every other session of mine ends',
  }),
  changeEmail: route({
    owner: 'gateway',
    method: 'POST',
    path: '/auth/email',
    access: 'user',
    status: 202,
    summary: 'Change my email: a link goes to the new address, and the change happens when it is opened',
  }),
  verifyEmail: route({
    owner: 'gateway',
    method: 'POST',
    path: '/auth/verify-email',
    access: 'public',
    status: 200,
    summary: 'Confirm an email address with the token of the mailed link (signed in or not)',
  }),
  resendVerificationEmail: route({
    owner: 'gateway',
    method: 'POST',
    path: '/auth/verify-email/resend',
    access: 'user',
    status: 202,
    summary: 'Mail the verification link again (at most 5 verification mails an hour)',
  }),
  requestPasswordReset: route({
    owner: 'gateway',
    method: 'POST',
    path: '/auth/password-reset',
    access: 'public',
    status: 202,
    summary: 'Mail a password reset link; the answer is the same whether or not the account exists',
  }),
  resetPassword: route({
    owner: 'gateway',
    method: 'POST',
    path: '/auth/password-reset/confirm',
    access: 'public',
    status: 200,
    summary: 'Set a new password with the mailed token (single use, 1 hour): ends every session of the account and signs in',
  }),
  adminLogin: route({
    owner: 'gateway',
    method: 'POST',
    path: '/admin/login',
    access: 'public',
    status: 200,
    summary: 'Admin portal sign-in (username or email + password); answers the admin and their role',
  }),
  adminLogout: route({ owner: 'gateway', method: 'POST', path: '/admin/logout', access: 'public', status: 200, summary: 'End the admin session' }),
  createUploadUrl: route({
    owner: 'gateway',
    method: 'POST',
    path: '/objects/upload',
    access: 'user',
    status: 200,
    summary: 'A short-lived, single-use URL to PUT one image to (JPEG, PNG, WebP or GIF, at most 10 485 760 bytes)',
  }),
  receiveUpload: route({
    owner: 'gateway',
    method: 'PUT',
    path: '/objects/uploads/:id',
    access: 'public',
    summary: 'The upload URL itself (signed by expires and signature): the raw image bytes as the body, any content type',
  }),
  confirmPetPhoto: route({
    owner: 'gateway',
    method: 'PUT',
    path: '/pet-photo',
    access: 'user',
    summary: 'Turn the upload URL of your image into its stable path',
  }),
  setBusinessLogo: route({
    owner: 'gateway',
    method: 'PUT',
    path: '/business-logo',
    access: 'user',
    summary: "Set your business's logo from the upload URL of your image",
  }),
  getStoredImage: route({
    owner: 'gateway',
    method: 'GET',
    path: '/objects/:id',
    access: 'public',
    produces: 'image/*',
    summary: 'A stored image, cacheable forever (its path never changes); outside /api',
  }),
  streamNotifications: route({
    owner: 'gateway',
    method: 'GET',
    path: '/notifications/stream',
    access: 'user',
    produces: 'text/event-stream',
    summary: 'Live notifications as text/event-stream (event: notification, data: a Notification as JSON)',
  }),
  getHealth: route({
    owner: 'gateway',
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Postgres, NATS and every domain service: 200 when all are up, else 503 with the same body',
  }),

  // ── svc-directory (SPEC §7.2, §7.5) ──
  searchBusinesses: route({
    owner: 'directory',
    method: 'GET',
    path: '/businesses',
    access: 'public',
    summary: 'Search the directory, premium first (nearest first with lat/lng)',
  }),
  getBusiness: route({ owner: 'directory', method: 'GET', path: '/businesses/:id', access: 'public', summary: 'One business' }),
  createBusiness: route({
    owner: 'directory',
    method: 'POST',
    path: '/businesses',
    access: 'user',
    ownUploads: ['logoUrl'],
    summary: 'Create my business (one per owner)',
  }),
  updateBusiness: route({
    owner: 'directory',
    method: 'PUT',
    path: '/businesses/:id',
    access: 'user',
    ownUploads: ['logoUrl'],
    summary: 'Update my business; {isPremium: 0|1} toggles premium',
  }),
  getMyBusiness: route({ owner: 'directory', method: 'GET', path: '/my-business', access: 'user', summary: 'My business, or null' }),
  addBusinessPhoto: route({
    owner: 'directory',
    method: 'POST',
    path: '/my-business/photos',
    access: 'user',
    ownUploads: ['photoUrl'],
    summary: "Add a photo to my business's gallery from my finished upload (up to 10 besides the logo); answers the gallery",
  }),
  removeBusinessPhoto: route({
    owner: 'directory',
    method: 'DELETE',
    path: '/my-business/photos/:photoId',
    access: 'user',
    summary: "Remove a photo from my business's gallery; answers the gallery",
  }),
  recordBusinessEvent: route({
    owner: 'directory',
    method: 'POST',
    path: '/businesses/:id/events',
    access: 'public',
    summary: "Count a view of a business page, or a use of its call or website button, for the owner's insights (rate-limited per visitor; no visitor identity is stored)",
  }),
  getBusinessInsights: route({
    owner: 'directory',
    method: 'GET',
    path: '/my-business/insights',
    access: 'user',
    summary: 'Views, calls, website clicks, favorites, inquiries, appointments and average rating of my business per week (12 weeks)',
  }),
  reorderBusinessPhotos: route({
    owner: 'directory',
    method: 'PUT',
    path: '/my-business/photos/order',
    access: 'user',
    summary: "Put my business's photos in this order (every photo id once); answers the gallery",
  }),
  setBusinessHours: route({
    owner: 'directory',
    method: 'PUT',
    path: '/my-business/hours',
    access: 'user',
    summary: "Set my business's weekly opening hours, special closures and time zone",
  }),
  setBookingSettings: route({
    owner: 'directory',
    method: 'PUT',
    path: '/my-business/booking',
    access: 'user',
    summary: 'Turn bookable slots on or off for my veterinary clinic and set the length of a visit',
  }),
  listAvailableSlots: route({
    owner: 'directory',
    method: 'GET',
    path: '/businesses/:id/slots',
    access: 'public',
    summary: "A clinic's free appointment slots over the next days (its opening hours minus closures and held slots)",
  }),
  listReviews: route({
    owner: 'directory',
    method: 'GET',
    path: '/reviews/:businessId',
    access: 'public',
    summary: "A business's reviews (newest first, or ?sort=highest|lowest|helpful); 404 while the business is hidden (taken down), except to its owner and admins",
  }),
  createReview: route({
    owner: 'directory',
    method: 'POST',
    path: '/reviews',
    access: 'user',
    summary: 'Review a business; a second review of the same business replaces the first',
  }),
  replyToReview: route({
    owner: 'directory',
    method: 'PUT',
    path: '/reviews/:id/reply',
    access: 'user',
    summary: "Answer a review of my business (one answer per review; PUT again to edit it)",
  }),
  deleteReviewReply: route({
    owner: 'directory',
    method: 'DELETE',
    path: '/reviews/:id/reply',
    access: 'user',
    summary: 'Remove my answer to a review of my business',
  }),
  markReviewHelpful: route({
    owner: 'directory',
    method: 'POST',
    path: '/reviews/:id/helpful',
    access: 'user',
    status: 200,
    summary: "Mark someone else's review helpful (once per member)",
  }),
  listMyReviews: route({ owner: 'directory', method: 'GET', path: '/user/reviews', access: 'user', summary: 'My reviews with business {id, name}' }),
  listFavorites: route({ owner: 'directory', method: 'GET', path: '/favorites', access: 'user', summary: 'My favorites with their business' }),
  addFavorite: route({ owner: 'directory', method: 'POST', path: '/favorites', access: 'user', summary: 'Add a favorite' }),
  removeFavorite: route({
    owner: 'directory',
    method: 'DELETE',
    path: '/favorites/:id',
    access: 'user',
    summary: 'Remove a favorite (by favorite id or business id)',
  }),
  requestAppointment: route({
    owner: 'directory',
    method: 'POST',
    path: '/appointments',
    access: 'user',
    summary: 'Request a vet appointment',
  }),
  listMyAppointments: route({ owner: 'directory', method: 'GET', path: '/appointments', access: 'user', summary: 'My appointment requests' }),
  listBusinessAppointments: route({
    owner: 'directory',
    method: 'GET',
    path: '/business/appointments',
    access: 'user',
    summary: 'Appointment requests to my business',
  }),
  setAppointmentStatus: route({
    owner: 'directory',
    method: 'PATCH',
    path: '/appointments/:id/status',
    access: 'user',
    summary: 'Confirm, decline or complete an appointment to my business',
  }),
  cancelAppointment: route({
    owner: 'directory',
    method: 'PATCH',
    path: '/appointments/:id/cancel',
    access: 'user',
    summary: 'Cancel my own pending or confirmed appointment (frees its slot; the clinic is told)',
  }),
  sendInquiry: route({
    owner: 'directory',
    method: 'POST',
    path: '/businesses/:id/inquiries',
    access: 'user',
    summary: 'Start a conversation with a business',
  }),
  listBusinessInquiries: route({
    owner: 'directory',
    method: 'GET',
    path: '/my-business/inquiries',
    access: 'user',
    summary: "Messages of my business's conversations, oldest first",
  }),
  listMyInquiries: route({
    owner: 'directory',
    method: 'GET',
    path: '/inquiries/mine',
    access: 'user',
    summary: 'Messages of the conversations I started, oldest first',
  }),
  replyInquiry: route({
    owner: 'directory',
    method: 'POST',
    path: '/inquiries/:conversationId/reply',
    access: 'user',
    summary: "Reply in a conversation (the business owner or the conversation's customer)",
  }),
  markInquiryRead: route({
    owner: 'directory',
    method: 'POST',
    path: '/inquiries/:conversationId/read',
    access: 'user',
    status: 200,
    summary: "Mark the other side's messages of a conversation read for me (its owner or customer only)",
  }),
  adminListBusinesses: route({
    owner: 'directory',
    method: 'GET',
    path: '/admin/businesses',
    access: contentManager,
    summary: 'Every business with its owner email and premium flag',
  }),
  adminSetPremium: route({
    owner: 'directory',
    method: 'PATCH',
    path: '/admin/businesses/:id/premium',
    access: contentManager,
    summary: 'Set a business premium flag',
  }),
  adminListAppointments: route({
    owner: 'directory',
    method: 'GET',
    path: '/admin/appointments',
    access: contentManager,
    summary: 'Every appointment with business name, user name and email',
  }),

  // ── svc-pets (SPEC §7.2, §7.4, §7.6) ──
  listLostFoundPets: route({
    owner: 'pets',
    method: 'GET',
    path: '/lost-found-pets',
    access: 'public',
    summary: 'Active, approved lost and found pets, newest first',
  }),
  getLostFoundPet: route({
    owner: 'pets',
    method: 'GET',
    path: '/lost-found-pets/:id',
    access: 'public',
    summary: 'One pet post: public when approved; the poster and admins also see it while pending or rejected',
  }),
  createLostFoundPet: route({
    owner: 'pets',
    method: 'POST',
    path: '/lost-found-pets',
    access: 'user',
    ownUploads: ['photoUrl', 'photoUrls'],
    summary: 'Post a lost or found pet with 1 to 5 photos (photoUrls, the first is the cover); it starts active and pending review',
  }),
  setLostFoundPetStatus: route({
    owner: 'pets',
    method: 'PATCH',
    path: '/lost-found-pets/:id/status',
    access: 'user',
    summary: 'The poster marks the pet reunited or reopens it',
  }),
  listMyLostFoundPets: route({
    owner: 'pets',
    method: 'GET',
    path: '/user/lost-found-pets',
    access: 'user',
    summary: "The signed-in user's own posts, every status, with approvalStatus",
  }),
  listPendingLostFoundPets: route({
    owner: 'pets',
    method: 'GET',
    path: '/admin/lost-found/pending',
    access: moderator,
    summary: 'Pet posts waiting for moderation, oldest first',
  }),
  moderateLostFoundPet: route({
    owner: 'pets',
    method: 'PATCH',
    path: '/admin/lost-found/:id/approve',
    access: moderator,
    summary: 'Approve or reject a pending pet post',
  }),

  listLostFoundPetMatches: route({
    owner: 'pets',
    method: 'GET',
    path: '/lost-found-pets/:id/matches',
    access: 'user',
    summary: 'Up to 10 posts of the opposite type that may be the same pet, best first (the poster and admins; others 404)',
  }),
  listReunions: route({
    owner: 'pets',
    method: 'GET',
    path: '/lost-found-pets/reunions',
    access: 'public',
    summary: 'The 6 newest reunited pets whose posters left a thank-you note ("Happy reunions")',
  }),
  listSightings: route({
    owner: 'pets',
    method: 'GET',
    path: '/lost-found-pets/:id/sightings',
    access: 'public',
    summary: 'Sightings of an approved post, newest first (reporter first name only)',
  }),
  reportSighting: route({
    owner: 'pets',
    method: 'POST',
    path: '/lost-found-pets/:id/sightings',
    access: 'user',
    ownUploads: ['photoUrl'],
    summary: 'Report a sighting of an approved, active post; the poster is notified',
  }),
  removeSighting: route({
    owner: 'pets',
    method: 'DELETE',
    path: '/lost-found-pets/:id/sightings/:sightingId',
    access: 'user',
    summary: 'The poster or an admin removes a sighting',
  }),
  setLostFoundPetContact: route({
    owner: 'pets',
    method: 'PATCH',
    path: '/lost-found-pets/:id/contact',
    access: 'user',
    summary: "The poster chooses how people reach them (phone shown, or messages only) and may change the phone",
  }),
  updateLostFoundPetPhotos: route({
    owner: 'pets',
    method: 'PATCH',
    path: '/lost-found-pets/:id/photos',
    access: 'user',
    ownUploads: ['photoUrls'],
    summary: "The poster replaces the post's photos (1 to 5 of their uploads, in order; the first becomes the cover); others 404",
  }),
  sendPetMessage: route({
    owner: 'pets',
    method: 'POST',
    path: '/lost-found-pets/:id/messages',
    access: 'user',
    summary: "Start or continue the caller's private conversation with the poster of an approved, active post",
  }),
  messageSightingReporter: route({
    owner: 'pets',
    method: 'POST',
    path: '/lost-found-pets/:id/sightings/:sightingId/messages',
    access: 'user',
    summary: 'The poster starts or continues a private conversation with the person who reported a sighting',
  }),
  listPetConversations: route({
    owner: 'pets',
    method: 'GET',
    path: '/pet-conversations',
    access: 'user',
    summary: "The caller's conversations about posts, on both sides, newest activity first, each with its messages oldest first",
  }),
  replyPetConversation: route({
    owner: 'pets',
    method: 'POST',
    path: '/pet-conversations/:conversationId/reply',
    access: 'user',
    summary: 'Either side of a pet conversation answers (anyone else 404)',
  }),
  markPetConversationRead: route({
    owner: 'pets',
    method: 'POST',
    path: '/pet-conversations/:conversationId/read',
    access: 'user',
    status: 200,
    summary: "Opening a pet conversation marks the other side's messages read",
  }),
  listNearbyVets: route({
    owner: 'pets',
    method: 'GET',
    path: '/lost-found-pets/:id/nearby-vets',
    access: 'public',
    summary: 'The 3 veterinarians of the directory nearest to where the pet was last seen (to scan a microchip)',
  }),

  // ── svc-notifications (SPEC §7.3) ──
  listNotifications: route({ owner: 'notifications', method: 'GET', path: '/notifications', access: 'user', summary: 'My notifications, newest first' }),
  getUnreadCount: route({
    owner: 'notifications',
    method: 'GET',
    path: '/notifications/unread-count',
    access: 'user',
    summary: 'How many of my notifications are unread',
  }),
  markNotificationRead: route({
    owner: 'notifications',
    method: 'PATCH',
    path: '/notifications/:id/read',
    access: 'user',
    summary: 'Mark one of my notifications read (someone else’s answers 404)',
  }),
  markAllNotificationsRead: route({
    owner: 'notifications',
    method: 'POST',
    path: '/notifications/read-all',
    access: 'user',
    status: 200,
    summary: 'Mark all my notifications read',
  }),
  getAlertArea: route({
    owner: 'notifications',
    method: 'GET',
    path: '/me/alert-area',
    access: 'user',
    summary: 'Where I hear about lost and found pets (null when I set no area)',
  }),
  setAlertArea: route({
    owner: 'notifications',
    method: 'PUT',
    path: '/me/alert-area',
    access: 'user',
    summary: 'Set my alert area: a ZIP code or a point, a radius of 1–50 miles, optionally some species',
  }),
  getEmailPreferences: route({
    owner: 'notifications',
    method: 'GET',
    path: '/me/preferences',
    access: 'user',
    summary: 'Which emails I get: pet alerts near me, messages, appointment updates, platform news',
  }),
  updateEmailPreferences: route({
    owner: 'notifications',
    method: 'PUT',
    path: '/me/preferences',
    access: 'user',
    summary: 'Choose which emails I get (security emails are always sent)',
  }),
  unsubscribeEmails: route({
    owner: 'notifications',
    method: 'POST',
    path: '/me/preferences/unsubscribe',
    access: 'public',
    status: 200,
    summary: "Switch one kind of email off with the signed token of a mail's unsubscribe link (no sign-in needed)",
  }),
  deleteAlertArea: route({
    owner: 'notifications',
    method: 'DELETE',
    path: '/me/alert-area',
    access: 'user',
    summary: 'Stop pet alerts near me',
  }),

  // ── svc-admin (SPEC §7.6) ──
  checkAdmin: route({
    owner: 'admin',
    method: 'GET',
    path: '/admin/check',
    access: 'user',
    summary: 'Whether the signed-in user is an admin, and their role',
  }),
  getAdminTrends: route({
    owner: 'admin',
    method: 'GET',
    path: '/admin/analytics/trends',
    access: contentManager,
    summary: 'New members, new businesses, posts, reunions and appointments per week, the last 12 weeks (from the read model)',
  }),
  getDashboardAnalytics: route({
    owner: 'admin',
    method: 'GET',
    path: '/admin/analytics/dashboard',
    access: contentManager,
    summary: 'Dashboard counters, business categories and the 5 latest activities',
  }),
  listMembers: route({
    owner: 'admin',
    method: 'GET',
    path: '/admin/users',
    access: contentManager,
    summary: 'Members with reviews count, pets helped and badges',
  }),
  listReportedContent: route({
    owner: 'admin',
    method: 'GET',
    path: '/admin/reported-content',
    access: moderator,
    summary: 'Pending reports of businesses, reviews and pet posts',
  }),
  reportContent: route({
    owner: 'admin',
    method: 'POST',
    path: '/reports',
    access: 'user',
    summary: 'Report a business, review or pet post to the moderators',
  }),
  resolveReport: route({
    owner: 'admin',
    method: 'POST',
    path: '/admin/reports/:id/resolve',
    access: moderator,
    status: 200,
    summary: "Act on a report with a reason: 'remove' takes the content down, 'dismiss' leaves it up; either closes every pending report of that content",
  }),
  createTakedown: route({
    owner: 'admin',
    method: 'POST',
    path: '/admin/takedowns',
    access: moderator,
    summary: 'Take a pet post, review, business, sighting, business photo or pet message down, with a reason its author is told',
  }),
  restoreTakedown: route({
    owner: 'admin',
    method: 'DELETE',
    path: '/admin/takedowns/:id',
    access: moderator,
    summary: 'Restore taken-down content',
  }),
  sendBulkNotification: route({
    owner: 'admin',
    method: 'POST',
    path: '/admin/notifications/bulk',
    access: contentManager,
    summary: 'Send a notification to every member',
  }),
  getSettingsCategories: route({
    owner: 'admin',
    method: 'GET',
    path: '/admin/settings/categories',
    access: contentManager,
    summary: 'Business categories, price ranges, appointment statuses and admin roles',
  }),
  listAdminUsers: route({
    owner: 'admin',
    method: 'GET',
    path: '/admin/admin-users',
    access: superAdmin,
    summary: 'Every admin with email, role and date added',
  }),
  addAdminUser: route({
    owner: 'admin',
    method: 'POST',
    path: '/admin/admin-users',
    access: superAdmin,
    summary: 'Give a member an admin role',
  }),
  removeAdminUser: route({
    owner: 'admin',
    method: 'DELETE',
    path: '/admin/admin-users/:id',
    access: superAdmin,
    summary: 'Remove an admin (never yourself, never the last super admin)',
  }),
  searchPlaces: route({
    owner: 'admin',
    method: 'POST',
    path: '/admin/search-places',
    access: contentManager,
    status: 200,
    summary: 'Search places to import: Google Places, or a demo catalogue without an API key',
  }),
  importBusinesses: route({
    owner: 'admin',
    method: 'POST',
    path: '/admin/import-businesses',
    access: contentManager,
    status: 200,
    summary: 'Import selected places as businesses',
  }),
  listAuditLog: route({
    owner: 'admin',
    method: 'GET',
    path: '/admin/audit-log',
    access: superAdmin,
    summary: 'Every admin action (actor, action, target, reason, time), newest first, paged by ?limit=&cursor= (keyset)',
  }),
  suspendUser: route({
    owner: 'admin',
    method: 'POST',
    path: '/admin/users/:id/suspend',
    access: moderator,
    status: 200,
    summary: 'Suspend a member with a reason (until a time, or until reinstated): sessions ended, sign-in refused, public content hidden',
  }),
  reinstateUser: route({
    owner: 'admin',
    method: 'POST',
    path: '/admin/users/:id/reinstate',
    access: moderator,
    status: 200,
    summary: "End a member's suspension",
  }),
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;
export type RouteOf<N extends RouteName> = (typeof ROUTES)[N];

/** Names of the routes a service answers (what it subscribes to, and what the gateway forwards). */
export type ServiceRouteName<S extends ServiceName> = {
  [N in RouteName]: RouteOf<N>['owner'] extends S ? N : never;
}[RouteName];

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The URL of a route: /api + path (or the path itself for /objects/:id), params filled in and encoded. */
export function routeUrl(
  name: RouteName,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined | null> = {},
): string {
  const spec: RouteSpec = ROUTES[name];
  const prefix = name === 'getStoredImage' ? '' : '/api';
  const path = spec.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${prefix}${path}${qs ? `?${qs}` : ''}`;
}
