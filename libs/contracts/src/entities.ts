/** Entity and payload shapes of SPEC §3, as they travel over HTTP and NATS (dates as ISO strings). */
import type {
  AccountType,
  AdminRole,
  AppointmentStatus,
  ApprovalStatus,
  BusinessCategory,
  InquirySenderType,
  PetPostType,
  PetStatus,
  PriceRange,
  ReportedContentStatus,
} from './enums';

export type ZeroOne = 0 | 1;

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  profileImageUrl: string | null;
  accountType: AccountType;
}

export interface Business {
  id: string;
  name: string;
  category: BusinessCategory;
  description: string | null;
  logoUrl: string | null;
  isPremium: ZeroOne;
  avgRating: number;
  reviewCount: number;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  websiteUrl: string | null;
  services: string | null;
  pricing: string | null;
  priceRange: PriceRange | null;
  latitude: number | null;
  longitude: number | null;
}

/** Fields an owner may write; isPremium only through the premium toggle. */
export type BusinessInput = Partial<
  Pick<
    Business,
    | 'name'
    | 'category'
    | 'description'
    | 'logoUrl'
    | 'address'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'phone'
    | 'websiteUrl'
    | 'services'
    | 'pricing'
    | 'priceRange'
    | 'latitude'
    | 'longitude'
  >
> & { isPremium?: ZeroOne };

export interface AdminBusinessRow {
  id: string;
  name: string;
  city: string | null;
  category: BusinessCategory;
  priceRange: PriceRange | null;
  isPremium: ZeroOne;
  ownerEmail: string | null;
}

export interface Favorite {
  id: string;
  businessId: string;
  business?: Business;
}

export interface Review {
  id: string;
  businessId: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  user: { firstName: string | null; profileImageUrl: string | null };
  business?: { id: string; name: string };
}

export interface Notification {
  id: string;
  title: string;
  message: string;
  link: string | null;
  isRead: ZeroOne;
  createdAt: string;
}

export interface LostFoundPet {
  id: string;
  type: PetPostType;
  status: PetStatus;
  petName: string | null;
  breed: string | null;
  color: string | null;
  description: string;
  collarInfo: string | null;
  lastSeenLocation: string;
  lastSeenDate: string | null;
  photoUrl: string | null;
  contactInfo: string;
  approvalStatus: ApprovalStatus;
  species?: string | null;
  createdAt: string;
  /** True when the signed-in caller posted it (detail page: pending notice, 'Mark as reunited'). */
  isOwner?: boolean;
  /** When the poster marked it resolved; null while active. */
  resolvedAt?: string | null;
}

export type LostFoundPetInput = Pick<
  LostFoundPet,
  | 'type'
  | 'petName'
  | 'breed'
  | 'color'
  | 'description'
  | 'collarInfo'
  | 'lastSeenLocation'
  | 'lastSeenDate'
  | 'photoUrl'
  | 'contactInfo'
>;

export interface Appointment {
  id: string;
  businessId: string;
  appointmentDate: string;
  status: AppointmentStatus;
  petName: string | null;
  reason: string | null;
  notes: string | null;
  business?: { id: string; name: string; city: string | null; state: string | null; phone: string | null };
  user?: { firstName: string | null; lastName: string | null; email: string | null };
}

export interface AdminAppointmentRow {
  id: string;
  businessName: string;
  userName: string;
  userEmail: string;
  status: AppointmentStatus;
  appointmentDate: string;
  petName: string | null;
  reason: string | null;
}

export interface InquiryInput {
  subject: string;
  message: string;
}

export interface InquiryMessage {
  id: string;
  conversationId: string;
  customerName: string;
  customerEmail: string;
  subject: string;
  message: string;
  createdAt: string;
  senderType: InquirySenderType;
  /** For the reader of the list: 1 once the other side has replied, and always 1 for your own messages. */
  isRead: ZeroOne;
  businessId?: string;
  businessName?: string;
}

export interface InquiryReply {
  conversationId: string;
  message: string;
}

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface UploadUrlResult {
  uploadURL: string;
}
export interface ObjectPathResult {
  objectPath: string;
}

export interface SignupPayload {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  accountType?: AccountType;
}
export interface LoginPayload {
  emailOrUsername: string;
  password: string;
}
export interface AdminLoginPayload {
  username: string;
  password: string;
}

export interface AdminCheck {
  isAdmin: boolean;
  role: AdminRole | null;
}

export interface DashboardAnalytics {
  totalBusinesses: number;
  totalUsers: number;
  activePets: number;
  totalAppointments: number;
  premiumBusinesses: number;
  pendingContentApproval: number;
  categoryDistribution: { category: BusinessCategory; count: number }[];
  recentActivity: { id: string; description: string; timestamp: string }[];
}

export interface AdminUser {
  id: string;
  userId: string;
  email: string;
  username: string;
  role: AdminRole;
  createdAt: string;
}
export interface AdminUserCreate {
  userId: string;
  role: AdminRole;
}

export interface AdminUserListItem {
  id: string;
  email: string;
  username: string;
  profilePicture: string | null;
  reviewsCount: number;
  petsFoundCount: number;
  badges: { name: string }[];
}

export interface ReportedContent {
  id: string;
  contentType: string;
  reason: string;
  status: ReportedContentStatus;
  createdAt: string;
}

export interface SettingsCategories {
  businessCategories: string[];
  priceRanges: string[];
  appointmentStatuses: string[];
  adminRoles: string[];
}

export interface PlaceSearchRequest {
  city: string;
  state: string;
  category: BusinessCategory | 'all';
  limit: number;
}
export interface PlaceSearchResult {
  googlePlaceId: string;
  name: string;
  category: BusinessCategory;
  city: string;
  state: string;
  phone: string | null;
  rating: number | null;
  address?: string | null;
  websiteUrl?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface ImportResult {
  imported: { name: string }[];
  duplicates: { name: string }[];
  errors: { name: string; error: string }[];
  message: string;
}

export interface Count {
  count: number;
}
