import type { BodyOf, ContactPreference, LostFoundPetCreateData, PetPostType } from '@pawpals/contracts';

/** What the /lost-found/new form holds: text as typed, the date as the date input's yyyy-mm-dd. */
export interface PostPetFormValues {
  type: PetPostType;
  petName: string;
  breed: string;
  color: string;
  description: string;
  collarInfo: string;
  /** The cover: the first of photoUrls ('' until a photo is stored). */
  photoUrl: string;
  /** The stored photos in the poster's order (1 to 5 to post). */
  photoUrls: string[];
  lastSeenLocation: string;
  lastSeenDate: string;
  contactInfo: string;
  /** 'phone' shows the number on the post; 'messages' keeps it for the poster and admins. */
  contactPreference: ContactPreference;
  /** Optional details: '' means "not said". */
  species: string;
  size: string;
  sex: string;
  microchipped: string;
  /** The map pin of the last seen place, or null. */
  latitude: number | null;
  longitude: number | null;
}

/** Post type defaults to lost; everything else starts empty. */
export const POST_PET_DEFAULTS: PostPetFormValues = {
  type: 'lost',
  petName: '',
  breed: '',
  color: '',
  description: '',
  collarInfo: '',
  photoUrl: '',
  photoUrls: [],
  lastSeenLocation: '',
  lastSeenDate: '',
  contactInfo: '',
  contactPreference: 'phone',
  species: '',
  size: '',
  sex: '',
  microchipped: '',
  latitude: null,
  longitude: null,
};

/** The fields the submit button waits for. */
export const REQUIRED_POST_FIELDS = ['description', 'lastSeenLocation', 'lastSeenDate', 'photoUrl', 'contactInfo'] as const;

const filled = (value: string | undefined) => (value ?? '').trim().length > 0;

/** Submit is disabled until description, location, date, photo and phone are filled, or while pending. */
export function canSubmitPost(values: Partial<PostPetFormValues>, pending: boolean): boolean {
  return !pending && REQUIRED_POST_FIELDS.every((field) => filled(values[field]));
}

/**
 * The createLostFoundPet body (POST /api/lost-found-pets) from the validated form: blank
 * optional fields are null, the date is an ISO timestamp (the form requires it); a species not chosen is
 * derived by the server; the pin is sent only when one was set. The photos go in the poster's order
 * (photoUrls) with photoUrl naming the first, the cover.
 */
export function toCreatePayload(data: LostFoundPetCreateData): BodyOf<'createLostFoundPet'> {
  return {
    type: data.type,
    petName: data.petName,
    breed: data.breed,
    color: data.color,
    description: data.description,
    collarInfo: data.collarInfo,
    lastSeenLocation: data.lastSeenLocation,
    lastSeenDate: data.lastSeenDate,
    photoUrls: data.photoUrls,
    photoUrl: data.photoUrls[0],
    contactInfo: data.contactInfo,
    contactPreference: data.contactPreference,
    species: data.species,
    size: data.size,
    sex: data.sex,
    microchipped: data.microchipped,
    ...(data.latitude != null && data.longitude != null ? { latitude: data.latitude, longitude: data.longitude } : {}),
  };
}

/** Today as the date input's yyyy-mm-dd in the visitor's time zone (the input's max: no future dates). */
export function todayInputValue(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The form's values of a post kept on this device (docs/decisions/0145-offline-post-queue.md), to fix and send
 * it again: null and absent fields are blank, the date is the date input's yyyy-mm-dd (the form sent it as
 * that day's UTC midnight). Its photos are the photo list's, not these values.
 */
export function formValuesOf(fields: Omit<BodyOf<'createLostFoundPet'>, 'photoUrl' | 'photoUrls'>): PostPetFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const coordinate = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : null);
  return {
    ...POST_PET_DEFAULTS,
    type: fields.type === 'found' ? 'found' : 'lost',
    petName: text(fields.petName),
    breed: text(fields.breed),
    color: text(fields.color),
    description: text(fields.description),
    collarInfo: text(fields.collarInfo),
    lastSeenLocation: text(fields.lastSeenLocation),
    lastSeenDate: text(fields.lastSeenDate).slice(0, 10),
    contactInfo: text(fields.contactInfo),
    contactPreference: fields.contactPreference === 'messages' ? 'messages' : 'phone',
    species: text(fields.species),
    size: text(fields.size),
    sex: text(fields.sex),
    microchipped: text(fields.microchipped),
    latitude: coordinate(fields.latitude),
    longitude: coordinate(fields.longitude),
  };
}
