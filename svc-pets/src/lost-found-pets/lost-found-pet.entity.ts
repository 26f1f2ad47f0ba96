import type {
  ApprovalStatus,
  ContactPreference,
  LostFoundPet,
  MicrochipAnswer,
  PetPostType,
  PetSex,
  PetSize,
  PetSpecies,
  PetStatus,
  PlacePrecision,
  Reunion,
} from '@pawpals/contracts';
import { publicCoordinate } from '@pawpals/geo';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('lost_found_posts')
export class LostFoundPetEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The poster (from the gateway's actor, never from the body). */
  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  type!: PetPostType;

  @Column('text', { default: 'active' })
  status!: PetStatus;

  @Column('text', { name: 'approval_status', default: 'pending' })
  approvalStatus!: ApprovalStatus;

  @Column('text', { name: 'pet_name', nullable: true })
  petName!: string | null;

  @Column('text', { nullable: true })
  breed!: string | null;

  @Column('text', { nullable: true })
  color!: string | null;

  @Column('text', { nullable: true })
  species!: PetSpecies | null;

  @Column('text', { nullable: true })
  size!: PetSize | null;

  @Column('text', { nullable: true })
  sex!: PetSex | null;

  @Column('text', { nullable: true })
  microchipped!: MicrochipAnswer | null;

  /** Where the pet was last seen; null (with its precision) when the place could not be resolved. */
  @Column('double precision', { nullable: true })
  latitude!: number | null;

  @Column('double precision', { nullable: true })
  longitude!: number | null;

  @Column('text', { name: 'location_precision', nullable: true })
  locationPrecision!: PlacePrecision | null;

  @Column('text')
  description!: string;

  @Column('text', { name: 'collar_info', nullable: true })
  collarInfo!: string | null;

  @Column('text', { name: 'last_seen_location' })
  lastSeenLocation!: string;

  @Column('timestamptz', { name: 'last_seen_date', nullable: true })
  lastSeenDate!: Date | null;

  /** The cover photo: always photoUrls[0] (what cards, the flyer, share previews and matches read). */
  @Column('text', { name: 'photo_url', nullable: true })
  photoUrl!: string | null;

  /** Every photo (issue 25), in the poster's order. */
  @Column('text', { name: 'photo_urls', array: true, default: () => `'{}'` })
  photoUrls!: string[];

  /** The ThumbHash of each photo, parallel to photoUrls (null where the gateway knew none). */
  @Column('text', { name: 'photo_placeholders', array: true, default: () => `'{}'` })
  photoPlaceholders!: (string | null)[];

  @Column('text', { name: 'contact_info' })
  contactInfo!: string;

  /** 'messages': the phone is only for the poster and admins; others reach the poster by PawPals messages. */
  @Column('text', { name: 'contact_preference', default: 'phone' })
  contactPreference!: ContactPreference;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column('timestamptz', { name: 'resolved_at', nullable: true })
  resolvedAt!: Date | null;

  /** The poster's thank-you when the pet is home (shown in "Happy reunions"). */
  @Column('text', { name: 'reunion_note', nullable: true })
  reunionNote!: string | null;

  @Column('timestamptz', { name: 'moderated_at', nullable: true })
  moderatedAt!: Date | null;

  @Column('uuid', { name: 'moderated_by', nullable: true })
  moderatedBy!: string | null;

  /** Set while a moderator has the post down (issue 27): hidden from everyone but its poster and admins. */
  @Column('text', { name: 'removed_reason', nullable: true })
  removedReason!: string | null;
}

/** Who reads a post: the phone of a 'messages' post is for its poster and admins only. */
export interface PostReader {
  userId: string | null;
  isAdmin: boolean;
}

export const mayReadPhone = (row: LostFoundPetEntity, reader: PostReader) =>
  row.contactPreference === 'phone' || reader.isAdmin || (!!reader.userId && reader.userId === row.userId);

const publicCoordinateOrNull = (value: number | null) => (value === null ? null : publicCoordinate(value));

/**
 * The SPEC §3 shape as `reader` may see it; `distanceMiles` on near-me lists. The pin is exact for its
 * poster only: anyone else (admins included) gets it to about a block (publicCoordinate).
 */
export function toLostFoundPet(row: LostFoundPetEntity, reader: PostReader, distanceMiles?: number | null): LostFoundPet {
  const isPoster = !!reader.userId && reader.userId === row.userId;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    petName: row.petName,
    breed: row.breed,
    color: row.color,
    description: row.description,
    collarInfo: row.collarInfo,
    lastSeenLocation: row.lastSeenLocation,
    lastSeenDate: row.lastSeenDate ? row.lastSeenDate.toISOString() : null,
    photoUrl: row.photoUrl,
    photoUrls: row.photoUrls,
    photoPlaceholder: row.photoPlaceholders[0] ?? null,
    photoPlaceholders: row.photoPlaceholders,
    contactInfo: mayReadPhone(row, reader) ? row.contactInfo : null,
    contactPreference: row.contactPreference,
    approvalStatus: row.approvalStatus,
    species: row.species,
    size: row.size,
    sex: row.sex,
    microchipped: row.microchipped,
    latitude: isPoster ? row.latitude : publicCoordinateOrNull(row.latitude),
    longitude: isPoster ? row.longitude : publicCoordinateOrNull(row.longitude),
    locationPrecision: row.locationPrecision,
    ...(distanceMiles != null ? { distanceMiles } : {}),
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    isOwner: !!reader.userId && reader.userId === row.userId,
    ...(reader.isAdmin ? { posterId: row.userId } : {}),
    ...(row.removedReason && (reader.isAdmin || reader.userId === row.userId) ? { removedReason: row.removedReason } : {}),
  };
}

/** A reunited pet as "Happy reunions" shows it. */
export function toReunion(row: LostFoundPetEntity): Reunion {
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
