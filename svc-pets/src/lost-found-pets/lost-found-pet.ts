import type { LostFoundPet, Reunion } from '@pawpals/contracts';
import { publicCoordinate } from '@pawpals/geo';

/** The post's fields that lost_found_posts stores exactly as the contract shows them (a reader may still see less). */
type StoredAsShown = Omit<
  LostFoundPet,
  'lastSeenDate' | 'createdAt' | 'resolvedAt' | 'removedReason' | 'photoPlaceholder' | 'distanceMiles' | 'isOwner' | 'posterId'
>;

/** What the table keeps beside them: its times as Date, and what only this service reads. */
interface KeptFields {
  /** The poster (from the gateway's actor, never from the body). */
  userId: string;
  lastSeenDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
  /** The poster's thank-you when the pet is home (shown in "Happy reunions"). */
  reunionNote: string | null;
  moderatedAt: Date | null;
  moderatedBy: string | null;
  /** Set while a moderator has the post down: hidden from everyone but its poster and admins. */
  removedReason: string | null;
}

/** A lost_found_posts row as the repository reads it. */
export type LostFoundPetRow = StoredAsShown & KeptFields;

const STORED_AS_SHOWN_COLUMNS: { readonly [F in keyof StoredAsShown]-?: string } = {
  id: 'id',
  type: 'type',
  status: 'status',
  approvalStatus: 'approval_status',
  petName: 'pet_name',
  breed: 'breed',
  color: 'color',
  species: 'species',
  size: 'size',
  sex: 'sex',
  microchipped: 'microchipped',
  latitude: 'latitude',
  longitude: 'longitude',
  locationPrecision: 'location_precision',
  description: 'description',
  collarInfo: 'collar_info',
  lastSeenLocation: 'last_seen_location',
  photoUrl: 'photo_url',
  photoUrls: 'photo_urls',
  photoPlaceholders: 'photo_placeholders',
  contactInfo: 'contact_info',
  contactPreference: 'contact_preference',
};

/** The column of each field of a row: the one list the repository's SELECT, INSERT and UPDATE are written from. */
export const POST_COLUMNS: { readonly [F in keyof LostFoundPetRow]-?: string } = {
  ...STORED_AS_SHOWN_COLUMNS,
  userId: 'user_id',
  lastSeenDate: 'last_seen_date',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  resolvedAt: 'resolved_at',
  reunionNote: 'reunion_note',
  moderatedAt: 'moderated_at',
  moderatedBy: 'moderated_by',
  removedReason: 'removed_reason',
};

const STORED_AS_SHOWN_FIELDS = Object.keys(STORED_AS_SHOWN_COLUMNS) as (keyof StoredAsShown)[];

/** Who reads a post: the phone of a 'messages' post is for its poster and admins only. */
export interface PostReader {
  userId: string | null;
  isAdmin: boolean;
}

export const mayReadPhone = (row: LostFoundPetRow, reader: PostReader) =>
  row.contactPreference === 'phone' || reader.isAdmin || (!!reader.userId && reader.userId === row.userId);

const publicCoordinateOrNull = (value: number | null) => (value === null ? null : publicCoordinate(value));
const isoOrNull = (time: Date | null) => (time ? time.toISOString() : null);

/**
 * The post as `reader` may see it; `distanceMiles` on near-me lists. The pin is exact for its poster
 * only: anyone else (admins included) gets it to about a block (publicCoordinate).
 */
export function toLostFoundPet(row: LostFoundPetRow, reader: PostReader, distanceMiles?: number | null): LostFoundPet {
  const isPoster = !!reader.userId && reader.userId === row.userId;
  // Only the stored-as-shown fields are copied, so nothing the service keeps to itself can slip into an answer.
  const shown = Object.fromEntries(STORED_AS_SHOWN_FIELDS.map((field) => [field, row[field]])) as StoredAsShown;
  return {
    ...shown,
    lastSeenDate: isoOrNull(row.lastSeenDate),
    photoPlaceholder: row.photoPlaceholders[0] ?? null,
    contactInfo: mayReadPhone(row, reader) ? row.contactInfo : null,
    latitude: isPoster ? row.latitude : publicCoordinateOrNull(row.latitude),
    longitude: isPoster ? row.longitude : publicCoordinateOrNull(row.longitude),
    ...(distanceMiles != null ? { distanceMiles } : {}),
    createdAt: row.createdAt.toISOString(),
    resolvedAt: isoOrNull(row.resolvedAt),
    isOwner: isPoster,
    ...(reader.isAdmin ? { posterId: row.userId } : {}),
    ...(row.removedReason && (reader.isAdmin || isPoster) ? { removedReason: row.removedReason } : {}),
  };
}

/** A reunited pet as "Happy reunions" shows it. */
export function toReunion(row: LostFoundPetRow): Reunion {
  return {
    id: row.id,
    type: row.type,
    petName: row.petName,
    species: row.species,
    photoUrl: row.photoUrl,
    lastSeenLocation: row.lastSeenLocation,
    thankYouNote: row.reunionNote ?? '',
    resolvedAt: (row.resolvedAt ?? row.updatedAt).toISOString(),
  };
}
