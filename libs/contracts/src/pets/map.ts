/**
 * The board's map by bounding box (docs/decisions/0140-the-map-by-bounding-box.md): what the map asks
 * (the box it shows, its zoom, the board's filters) and what it gets back (pets at street zoom, grid
 * clusters further out, never more than PET_MAP.maxFeatures of them together).
 */
import { z } from 'zod';
import { id, text } from '../shared/schema-parts';
import { PET_POST_TYPES } from './enums';
import { petSpeciesSchema, placePrecisionSchema } from './entities';

export const PET_MAP = {
  /** From this zoom on (a town's streets) the answer is the posts themselves; below it, clusters. */
  streetZoom: 12,
  minZoom: 0,
  maxZoom: 22,
  /** Pets and clusters of one answer together, at most. */
  maxFeatures: 500,
  /** The longest search text; more words than this are not a search anybody types. */
  maxSearchLength: 200,
} as const;

export const PET_MAP_MESSAGES = {
  bbox: 'bbox must be minLng,minLat,maxLng,maxLat',
  bboxRange: 'bbox longitudes must be from -180 to 180 and latitudes from -90 to 90',
  bboxOrder: 'bbox must have minLng < maxLng and minLat < maxLat (a box across the antimeridian is asked as two boxes)',
  zoom: `zoom must be a whole number from ${PET_MAP.minZoom} to ${PET_MAP.maxZoom}`,
  type: 'Type must be lost or found',
  q: `q must be at most ${PET_MAP.maxSearchLength} characters`,
} as const;

/** The box the map shows, in degrees. */
export interface MapBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

const NUMBER = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;

const bbox = z
  .string({ error: PET_MAP_MESSAGES.bbox })
  .transform((value, ctx): MapBox => {
    const parts = value.split(',');
    if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) {
      ctx.addIssue({ code: 'custom', message: PET_MAP_MESSAGES.bbox });
      return z.NEVER;
    }
    const [minLng, minLat, maxLng, maxLat] = parts.map(Number);
    if ([minLng, maxLng].some((lng) => lng < -180 || lng > 180) || [minLat, maxLat].some((lat) => lat < -90 || lat > 90)) {
      ctx.addIssue({ code: 'custom', message: PET_MAP_MESSAGES.bboxRange });
      return z.NEVER;
    }
    if (!(minLng < maxLng && minLat < maxLat)) {
      ctx.addIssue({ code: 'custom', message: PET_MAP_MESSAGES.bboxOrder });
      return z.NEVER;
    }
    return { minLng, minLat, maxLng, maxLat };
  })
  .meta({ description: 'The box the map shows: minLng,minLat,maxLng,maxLat in degrees (WGS 84), min < max', example: '-122.8,45.4,-122.5,45.6' });

const zoom = z
  .string({ error: PET_MAP_MESSAGES.zoom })
  .transform((value, ctx) => {
    const n = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!(n >= PET_MAP.minZoom && n <= PET_MAP.maxZoom)) {
      ctx.addIssue({ code: 'custom', message: PET_MAP_MESSAGES.zoom });
      return z.NEVER;
    }
    return n;
  })
  .meta({
    description: `The map's zoom (web map tiles: ${PET_MAP.minZoom} the world, ${PET_MAP.maxZoom} a building); from ${PET_MAP.streetZoom} on the answer lists pets, below it clusters`,
  });

export const petMapQuerySchema = z.object({
  bbox,
  zoom,
  type: z
    .union([z.enum(PET_POST_TYPES), z.literal('all'), z.literal('')], { error: PET_MAP_MESSAGES.type })
    .optional()
    .transform((t) => (t === 'lost' || t === 'found' ? t : undefined)),
  q: z
    .string()
    .max(PET_MAP.maxSearchLength, { error: PET_MAP_MESSAGES.q })
    .optional()
    .transform((v) => v?.trim() || undefined)
    .meta({ description: "The board's search: every word must appear in the name, breed, colour, description, collar, species or place (any case)" }),
});
export type PetMapQuery = z.output<typeof petMapQuerySchema>;

export const petMapPinSchema = z
  .object({
    id,
    type: z.enum(PET_POST_TYPES),
    petName: text,
    species: petSpeciesSchema.nullable(),
    breed: text,
    color: text,
    photoUrl: text,
    latitude: z.number().meta({ description: 'The public pin (to 3 decimals, about a block)' }),
    longitude: z.number(),
    locationPrecision: placePrecisionSchema.nullable(),
    lastSeenLocation: z.string(),
    lastSeenDate: text,
  })
  .meta({ id: 'PetMapPin', description: 'An active, approved post as the map draws it and its popup names it' });
export type PetMapPin = z.infer<typeof petMapPinSchema>;

export const petMapClusterSchema = z
  .object({
    latitude: z.number().meta({ description: 'The mean of its posts’ public pins' }),
    longitude: z.number(),
    count: z.number().int().meta({ description: 'Posts in this grid cell (2 or more; a cell of one is answered as that pet)' }),
    lost: z.number().int().meta({ description: 'Of them, lost pets' }),
    found: z.number().int().meta({ description: 'Of them, found pets' }),
  })
  .meta({ id: 'PetMapCluster', description: 'Posts that share a grid cell of the zoomed-out map' });
export type PetMapCluster = z.infer<typeof petMapClusterSchema>;

export const petMapSchema = z
  .object({
    pets: z.array(petMapPinSchema),
    clusters: z.array(petMapClusterSchema),
  })
  .meta({ id: 'PetMap', description: `What the map shows of a box: at most ${PET_MAP.maxFeatures} pets and clusters together` });
export type PetMap = z.infer<typeof petMapSchema>;
