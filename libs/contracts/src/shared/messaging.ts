/** NATS request subjects (one per use case), queue groups, the JetStream stream and the event catalogue. */
import type { ProcessedImage } from './images';
import type { ContentTakedownChanged } from './moderation';
import type {
  AccountType,
  AdminRole,
  AppointmentCanceller,
  AppointmentStatus,
  ApprovalStatus,
  BusinessCategory,
  PetConversationRole,
  PetPostType,
  PetSpecies,
  PlacePrecision,
  PriceRange,
  ReportableContentType,
} from './enums';
import { ROUTE_NAMES, ROUTES, type ServiceRouteName } from './api/routes';

export const SERVICES = ['directory', 'pets', 'notifications', 'admin'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Replicas of a service share one queue group, so N of them split the requests. */
export const queueGroupOf = (service: ServiceName) => `svc-${service}`;

/** Who is asking. The gateway fills it from the session; services never trust ids from the browser. */
export interface Actor {
  userId: string;
  adminRole?: AdminRole | null;
  /**
   * The caller as the gateway's session knows them. Events name the acting person from here, so a
   * consumer never depends on its own user projection having caught up.
   */
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** "First Last" of the acting user, when the gateway supplied it. */
export function actorFullName(actor: Actor | null | undefined): string | null {
  const name = [actor?.firstName, actor?.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

/**
 * A request forwarded by the gateway over NATS: path params, and the query and JSON body as the
 * route's contract parsed them (see ContractRequest for the typed form of one route).
 */
export interface RpcRequest<Body = unknown> {
  actor: Actor | null;
  /**
   * Set by the gateway for a write sent with an Idempotency-Key (a token of caller, key and request):
   * the service commits it once and answers a retry with the first answer (nest-common's UnitOfWork).
   */
  idempotencyKey?: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Body;
  /**
   * Set by the gateway: what it knows of each of the caller's uploads the body names (by `/objects/<id>`
   * path), so the owning service can record a photo's placeholder without ever seeing the image.
   */
  uploads?: Record<string, ProcessedImage>;
}

export const HEADERS = {
  correlationId: 'x-correlation-id',
} as const;

/** The subjects of the routes a service answers: `<service>.<route name>` (see api/routes.ts). */
function routeSubjects<S extends ServiceName>(service: S) {
  const entries = ROUTE_NAMES.filter((name) => ROUTES[name].owner === service).map((name) => [name, `${service}.${name}`]);
  return Object.fromEntries(entries) as { [N in ServiceRouteName<S>]: `${S}.${N}` };
}

/**
 * NATS request subjects: one per forwarded route (named like the route), plus each service's health
 * probe and the service-to-service requests no browser makes.
 */
export const SUBJECTS = {
  directory: {
    ...routeSubjects('directory'),
    health: 'directory.health',
    /** The gateway sets a logo once it has checked the upload. */
    setBusinessLogo: 'directory.setBusinessLogo',
    /** svc-admin's import creates the selected places as listings. */
    importBusinesses: 'directory.importBusinesses',
    /** svc-pets asks for the veterinarians nearest a found pet: RpcRequest<NearestVetsRequest> → NearbyVet[]. */
    findNearestVets: 'directory.findNearestVets',
    /** svc-admin checks a report names a business or review that exists: RpcRequest<ReportedContentRef> → ContentExists. */
    contentExists: 'directory.contentExists',
    /** Everything this service holds of the actor (GET /api/auth/user/export): RpcRequest → Record<string, unknown>. */
    exportUserData: 'directory.exportUserData',
    /** The gateway's sitemap asks for a page of every business: RpcRequest<SitemapPageRequest> → SitemapPage. */
    listSitemapBusinesses: 'directory.listSitemapBusinesses',
    /** svc-admin names content a moderator acts on: RpcRequest<DescribeContentsRequest> → (ModeratedContent | null)[]. */
    describeContents: 'directory.describeContents',
  },
  pets: {
    ...routeSubjects('pets'),
    health: 'pets.health',
    exportUserData: 'pets.exportUserData',
    /** svc-admin checks a report names a pet post the reporter can see: RpcRequest<ReportedContentRef> → ContentExists. */
    contentExists: 'pets.contentExists',
    /** The gateway's sitemap asks for a page of the approved active posts: RpcRequest<SitemapPageRequest> → SitemapPage. */
    listSitemapPosts: 'pets.listSitemapPosts',
    /** svc-admin names content a moderator acts on: RpcRequest<DescribeContentsRequest> → (ModeratedContent | null)[]. */
    describeContents: 'pets.describeContents',
    /** The admin dashboard counts the moderation queue as the moderation page lists it: RpcRequest → { count }. */
    countPendingPosts: 'pets.countPendingPosts',
  },
  notifications: { ...routeSubjects('notifications'), health: 'notifications.health', exportUserData: 'notifications.exportUserData' },
  admin: { ...routeSubjects('admin'), health: 'admin.health', exportUserData: 'admin.exportUserData' },
} as const;

/** The services that hold data of a member; the gateway asks each `<service>.exportUserData` for "Download my data". */
export const USER_DATA_SERVICES = ['directory', 'pets', 'notifications', 'admin'] as const;

/** A piece of content a member reports (POST /api/reports), as svc-admin asks its owner about it. */
export interface ReportedContentRef {
  contentType: ReportableContentType;
  contentId: string;
}
export interface ContentExists {
  exists: boolean;
}

/**
 * Live push (core NATS, fire-and-forget): svc-notifications announces each new notification to the
 * gateway replicas holding that user's stream; a broadcast is one message for everybody. A gateway that
 * ended sessions of a member tells every replica (`sessionsEnded`, a SessionsEnded), which closes the
 * member's streams whose session is gone.
 */
export const LIVE_SUBJECTS = {
  notificationFor: (userId: string) => `live.notifications.user.${userId}`,
  notificationForEveryone: 'live.notifications.everyone',
  sessionsEnded: 'live.sessions.ended',
} as const;

/** Sessions of this member ended (sign-out, password change or reset, deletion, suspension). */
export interface SessionsEnded {
  userId: string;
}

export const EVENTS_STREAM = 'EVENTS';
export const EVENTS_SUBJECT_PREFIX = 'events';

/** The envelope every event travels in (ARCHITECTURE §1). */
export interface EventEnvelope<Data = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  actor: Actor | null;
  correlationId?: string;
  data: Data;
}

/** A typed event: its type name, its subject, and (at compile time only) its payload. */
export interface EventDefinition<Data> {
  readonly type: string;
  readonly subject: string;
  /** Phantom field carrying the payload type; never set at run time. */
  readonly __data?: Data;
}
export type EventData<E> = E extends EventDefinition<infer D> ? D : never;

function defineEvent<Data>(source: 'identity' | ServiceName, name: string): EventDefinition<Data> {
  return { type: `${source}.${name}`, subject: `${EVENTS_SUBJECT_PREFIX}.${source}.${name}` };
}

export interface UserRegistered {
  userId: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  accountType: AccountType;
  profileImageUrl: string | null;
}

/** An address became confirmed (verification link, password reset link, or a confirmed change of email). */
export interface EmailVerified {
  userId: string;
  email: string;
}

/** A member changed their name, photo or (confirmed) email; the user_profiles projections follow it. */
export interface ProfileUpdated {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
}

/**
 * A member deleted their account (issue 15): every service erases or anonymises what it holds of them.
 * Only the id travels, so the stream itself never repeats the person's name or email.
 */
export interface UserDeleted {
  userId: string;
}

/**
 * An admin suspended a member (svc-admin decides and records): the gateway ends their sessions and
 * refuses their sign-in, the owning services hide their public content. A later suspension of the same
 * member replaces the earlier one.
 */
export interface UserSuspended {
  userId: string;
  reason: string;
  /** When it ends by itself (ISO), or null until reinstated. */
  until: string | null;
}

/** An admin ended a member's suspension; their content shows again and they may sign in. */
export interface UserReinstated {
  userId: string;
}

/** A deployment's configured super admin (ADMIN_USERNAME); svc-admin grants the role. */
export interface SuperAdminDesignated {
  userId: string;
  username: string;
}

/**
 * Sign-ins from browsers that never used this account passed the account-wide limit: someone is
 * guessing its password from many addresses. Announced at most once per window, so the owner can be
 * mailed a password-reset link (new browsers are refused until the window passes).
 */
export interface AccountUnderAttack {
  userId: string;
  email: string;
  firstName: string;
  /** Failed sign-ins counted on the account within the window. */
  failedAttempts: number;
  windowMinutes: number;
}

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

/** The body of SUBJECTS.directory.findNearestVets' request (an RpcRequest without actor). */
export interface NearestVetsRequest {
  latitude: number;
  longitude: number;
  limit: number;
}

/** The body of a sitemap page request (an RpcRequest without actor): entries ordered by id, `offset` of them skipped. */
export interface SitemapPageRequest {
  offset: number;
  limit: number;
}

/** One public page a service owns, as a sitemap lists it. */
export interface SitemapEntry {
  id: string;
  updatedAt: string;
}

/** A page of sitemap entries and how many public pages there are in all (so the gateway can page its index). */
export interface SitemapPage {
  total: number;
  entries: SitemapEntry[];
}

/** Where a post's pet was last seen, as the post carries it in its events (null coordinates = unresolved). */
export interface PetPostPlace {
  lastSeenLocation: string;
  latitude: number | null;
  longitude: number | null;
  locationPrecision: PlacePrecision | null;
}

export interface PetPostCreated extends Partial<PetPostPlace> {
  postId: string;
  userId: string;
  type: PetPostType;
  petName: string | null;
  species: string | null;
}

/** An approval carries what the alert fan-out needs: the place, the species and the words of the alert. */
export interface PetPostModerated extends Partial<PetPostPlace> {
  postId: string;
  userId: string;
  type: PetPostType;
  petName: string | null;
  approvalStatus: Exclude<ApprovalStatus, 'pending'>;
  species?: PetSpecies | null;
  breed?: string | null;
  color?: string | null;
}

/**
 * svc-pets found that a newly approved post may be the same pet as an earlier one of the opposite type
 * (once per pair); the earlier post's poster is told.
 */
export interface PetMatchFound {
  /** The earlier post, whose poster hears about the match. */
  postId: string;
  posterId: string;
  petName: string | null;
  type: PetPostType;
  species: PetSpecies | null;
  /** The newly approved post that matches it. */
  matchedPostId: string;
  score: number;
  distanceMiles: number | null;
  reasons: string[];
}

/** Someone reported a sighting of a post; its poster is told at once. */
export interface PetSightingReported {
  sightingId: string;
  postId: string;
  posterId: string;
  petName: string | null;
  type: PetPostType;
  species: string | null;
  reporterId: string;
  reporterFirstName: string | null;
  location: string;
  seenAt: string;
}

/** A private message about a post (issue 14): its recipient, the other side of the conversation, is told. */
export interface PetMessageSent {
  conversationId: string;
  messageId: string;
  postId: string;
  petName: string | null;
  type: PetPostType;
  senderRole: PetConversationRole;
  senderId: string;
  senderFirstName: string | null;
  recipientId: string;
}

/** A member set, changed or removed their alert area (svc-notifications). */
export interface AlertAreaChanged {
  userId: string;
  removed: boolean;
  latitude: number | null;
  longitude: number | null;
  radiusMiles: number | null;
  species: PetSpecies[];
}

export interface PetPostResolved {
  postId: string;
  userId: string;
  type: PetPostType;
  petName: string | null;
  thankYouNote?: string | null;
}

export interface BroadcastRequested {
  broadcastId: string;
  title: string;
  message: string;
}

export const EVENTS = {
  userRegistered: defineEvent<UserRegistered>('identity', 'user_registered'),
  superAdminDesignated: defineEvent<SuperAdminDesignated>('identity', 'super_admin_designated'),
  emailVerified: defineEvent<EmailVerified>('identity', 'email_verified'),
  profileUpdated: defineEvent<ProfileUpdated>('identity', 'profile_updated'),
  accountUnderAttack: defineEvent<AccountUnderAttack>('identity', 'account_under_attack'),
  userDeleted: defineEvent<UserDeleted>('identity', 'user_deleted'),
  userSuspended: defineEvent<UserSuspended>('identity', 'user_suspended'),
  userReinstated: defineEvent<UserReinstated>('identity', 'user_reinstated'),
  businessCreated: defineEvent<BusinessChanged>('directory', 'business_created'),
  businessUpdated: defineEvent<BusinessChanged>('directory', 'business_updated'),
  reviewCreated: defineEvent<ReviewCreated>('directory', 'review_created'),
  appointmentRequested: defineEvent<AppointmentRequested>('directory', 'appointment_requested'),
  appointmentStatusChanged: defineEvent<AppointmentStatusChanged>('directory', 'appointment_status_changed'),
  reviewReplied: defineEvent<ReviewReplied>('directory', 'review_replied'),
  inquiryReceived: defineEvent<InquiryReceived>('directory', 'inquiry_received'),
  inquiryReplied: defineEvent<InquiryReplied>('directory', 'inquiry_replied'),
  petPostCreated: defineEvent<PetPostCreated>('pets', 'post_created'),
  petPostModerated: defineEvent<PetPostModerated>('pets', 'post_moderated'),
  petPostResolved: defineEvent<PetPostResolved>('pets', 'post_resolved'),
  petMatchFound: defineEvent<PetMatchFound>('pets', 'match_found'),
  petSightingReported: defineEvent<PetSightingReported>('pets', 'sighting_reported'),
  petMessageSent: defineEvent<PetMessageSent>('pets', 'message_sent'),
  alertAreaChanged: defineEvent<AlertAreaChanged>('notifications', 'alert_area_changed'),
  broadcastRequested: defineEvent<BroadcastRequested>('admin', 'broadcast_requested'),
  contentTakenDown: defineEvent<ContentTakedownChanged>('admin', 'content_taken_down'),
  takedownRestored: defineEvent<ContentTakedownChanged>('admin', 'takedown_restored'),
} as const;
