/**
 * Lost & found's shapes: posts, their matches, sightings, conversations and reunions.
 * Each shape is a zod schema (the response half of the route contracts, and the OpenAPI components
 * named by `meta({id})`); the TypeScript type of the same name is inferred from it, so a field is
 * declared once. Dates travel as ISO strings.
 */
import { z } from 'zod';
import { zeroOneSchema } from '../shared/entities';
import { id, isoDateTime, removedReason, text } from '../shared/schema-parts';
import {
  APPROVAL_STATUSES,
  CONTACT_PREFERENCES,
  MATCH_VERDICTS,
  MICROCHIP_ANSWERS,
  PET_CONVERSATION_ROLES,
  PET_POST_TYPES,
  PET_SEXES,
  PET_SIZES,
  PET_SPECIES,
  PET_STATUSES,
  PLACE_PRECISIONS,
} from './enums';

export const petSpeciesSchema = z.enum(PET_SPECIES).meta({ id: 'PetSpecies' });
export const placePrecisionSchema = z.enum(PLACE_PRECISIONS).meta({ id: 'PlacePrecision' });

export const petPostSchema = z
  .object({
    id,
    type: z.enum(PET_POST_TYPES),
    status: z.enum(PET_STATUSES),
    petName: text,
    breed: text,
    color: text,
    description: z.string(),
    collarInfo: text,
    lastSeenLocation: z.string(),
    lastSeenDate: text,
    photoUrl: text.meta({ description: 'The cover photo: photoUrls[0]' }),
    photoUrls: z.array(z.string()).meta({ description: 'Every photo of the post (1 to 5 /objects/<id> paths) in the poster’s order; the first is the cover' }),
    photoPlaceholder: text.meta({ description: "The cover's ThumbHash (base64), to paint its colours before it arrives; null when not known" }),
    photoPlaceholders: z
      .array(z.string().nullable())
      .meta({ description: 'The ThumbHash of each photo, parallel to photoUrls (null where not known)' }),
    contactInfo: text.meta({
      description: "The poster's phone; null for everyone but the poster and admins when contactPreference is 'messages'",
    }),
    contactPreference: z.enum(CONTACT_PREFERENCES).meta({ description: "'phone': the phone is shown; 'messages': reach the poster only by PawPals messages" }),
    approvalStatus: z.enum(APPROVAL_STATUSES),
    species: petSpeciesSchema.nullable(),
    size: z.enum(PET_SIZES).nullable(),
    sex: z.enum(PET_SEXES).nullable(),
    microchipped: z.enum(MICROCHIP_ANSWERS).nullable(),
    latitude: z.number().nullable().meta({ description: 'Where it was last seen; null when the place could not be resolved' }),
    longitude: z.number().nullable(),
    locationPrecision: placePrecisionSchema.nullable(),
    distanceMiles: z.number().optional().meta({ description: 'Miles from the lat/lng of a "near me" query' }),
    createdAt: isoDateTime,
    isOwner: z.boolean().optional().meta({ description: 'True when the signed-in caller posted it' }),
    posterId: id.optional().meta({ description: 'Who posted it: for admins only (the moderation queue names the poster)' }),
    resolvedAt: text.optional().meta({ description: 'When the poster marked it resolved; null while active' }),
    removedReason,
  })
  .meta({ id: 'LostFoundPet', description: 'A lost or found pet post' });
export type LostFoundPet = z.infer<typeof petPostSchema>;

export const petMatchSchema = z
  .object({
    pet: petPostSchema,
    score: z.number().min(0).max(1),
    distanceMiles: z.number().nullable(),
    reasons: z.array(z.string()).meta({ description: 'Why it may be the same pet, in words a person reads' }),
    mine: z.boolean().meta({ description: 'The poster of the post asked about said "This is my pet" about this one' }),
  })
  .meta({ id: 'PetMatch', description: 'A post of the opposite type that may be the same pet' });
export type PetMatch = z.infer<typeof petMatchSchema>;

export const matchFeedbackSchema = z
  .object({
    postId: id,
    otherPostId: id,
    verdict: z.enum(MATCH_VERDICTS),
    answeredAt: isoDateTime,
  })
  .meta({ id: 'MatchFeedback', description: "The poster's answer about a possible match: their pet, or not (then never suggested again)" });
export type MatchFeedback = z.infer<typeof matchFeedbackSchema>;

export const sightingSchema = z
  .object({
    id,
    postId: id,
    seenAt: isoDateTime,
    location: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    note: text,
    photoUrl: text,
    photoPlaceholder: text.meta({ description: "The photo's ThumbHash (base64); null without a photo or when not known" }),
    reporterFirstName: text.meta({ description: 'Only the first name of who saw it' }),
    createdAt: isoDateTime,
    removedReason,
  })
  .meta({ id: 'Sighting', description: 'Someone saw a lost or found pet' });
export type Sighting = z.infer<typeof sightingSchema>;

export const petMessageSchema = z
  .object({
    id,
    conversationId: id,
    senderRole: z.enum(PET_CONVERSATION_ROLES),
    senderFirstName: text,
    message: z.string(),
    createdAt: isoDateTime,
    isRead: zeroOneSchema.meta({ description: 'For the reader: 1 once read (your own messages are always 1)' }),
    removedReason,
  })
  .meta({ id: 'PetMessage', description: 'One message of a conversation about a lost or found pet post' });
export type PetMessage = z.infer<typeof petMessageSchema>;

export const petConversationSchema = z
  .object({
    id,
    postId: id,
    petName: text.meta({ description: "The post's pet name; 'Removed post' for the visitor while a moderator has the post down" }),
    postType: z.enum(PET_POST_TYPES),
    postStatus: z.enum(PET_STATUSES),
    photoUrl: text.meta({ description: "The post's cover photo; null for the visitor while a moderator has the post down" }),
    role: z.enum(PET_CONVERSATION_ROLES).meta({ description: "The caller's side: 'poster' (it is their post) or 'visitor'" }),
    otherFirstName: text.meta({ description: 'First name of the other side, when known' }),
    unreadCount: z.number().int(),
    lastMessageAt: isoDateTime,
    messages: z.array(petMessageSchema).meta({ description: 'Oldest first' }),
  })
  .meta({ id: 'PetConversation', description: 'A private conversation between a poster and one visitor about a post' });
export type PetConversation = z.infer<typeof petConversationSchema>;

export const reunionSchema = z
  .object({
    id,
    type: z.enum(PET_POST_TYPES),
    petName: text,
    species: petSpeciesSchema.nullable(),
    photoUrl: text,
    lastSeenLocation: z.string(),
    thankYouNote: z.string(),
    resolvedAt: isoDateTime,
  })
  .meta({ id: 'Reunion', description: 'A pet back home, with its poster’s thank-you note' });
export type Reunion = z.infer<typeof reunionSchema>;
