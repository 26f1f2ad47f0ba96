import { Injectable } from '@nestjs/common';
import { PET_MAP, type PetMap, type PetMapCluster, type PetMapPin, type PetMapQuery } from '@pawpals/contracts';
import { clusterCellDegrees } from './map-grid';
import { PetMapRepository, type PetMapCellRow, type PetMapGroupRow, type PetMapPinRow } from './pet-map.repository';

/** From this many posts on one public pin (a place geocoded to a city's centre, say), they are answered as one stack. */
export const STACK_FROM = 4;
/** An answer stays under 100 KB: at street zoom the newest pins that fit, the rest left out like those past 500. */
export const MAX_ANSWER_BYTES = 100_000;

const toPin = ({ lastSeenDate, ...pin }: PetMapPinRow): PetMapPin => ({ ...pin, lastSeenDate: lastSeenDate ? lastSeenDate.toISOString() : null });
const toCluster = ({ latitude, longitude, count, lost, found }: PetMapGroupRow): PetMapCluster => ({ latitude, longitude, count, lost, found });
const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * The board's map by bounding box (docs/decisions/0140-the-map-by-bounding-box.md,
 * docs/decisions/0144-near-me-and-the-map-at-national-scale.md). The same posts as the board (active,
 * approved, not taken down, with a place), and the pins as the public sees them, whoever asks.
 */
@Injectable()
export class PetMapService {
  constructor(private readonly map: PetMapRepository) {}

  /**
   * At street zoom the posts in the box, newest first, those sharing a pin with STACK_FROM or more answered
   * as one cluster there (a stack); further out one cluster per grid cell holding posts, a cell of one post
   * answered as that pet. At most PET_MAP.maxFeatures features and MAX_ANSWER_BYTES in all.
   */
  async mapLostFoundPets(query: PetMapQuery): Promise<PetMap> {
    if (query.zoom >= PET_MAP.streetZoom) {
      const stacks = (await this.map.listStacks(query, STACK_FROM, PET_MAP.maxFeatures)).map(toCluster);
      const pins = await this.map.listPins(query, PET_MAP.maxFeatures - stacks.length, stacks);
      return { pets: fitting(pins.map(toPin), MAX_ANSWER_BYTES - bytesOf({ pets: [], clusters: stacks })), clusters: stacks };
    }
    const cellDegrees = clusterCellDegrees(query.bbox, query.zoom);
    // Without a search the counts kept per cell answer; a search is counted as it is read (its trigram index narrows first).
    const cells: PetMapCellRow[] = query.q ? await this.map.listCells(query, cellDegrees) : await this.map.listCountedCells(query, cellDegrees);
    const lone = cells.filter((cell) => cell.count === 1);
    const pets = lone.length ? await this.map.listLonePins(query, cellDegrees, lone) : [];
    return { pets: pets.map(toPin), clusters: cells.filter((cell) => cell.count > 1).map(toCluster) };
  }
}

/** The first pins (newest first) whose JSON fits in `bytes`, commas included. */
function fitting(pins: PetMapPin[], bytes: number): PetMapPin[] {
  let used = 0;
  const fit = pins.findIndex((pin) => (used += bytesOf(pin) + 1) > bytes);
  return fit === -1 ? pins : pins.slice(0, fit);
}
