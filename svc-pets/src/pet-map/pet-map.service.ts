import { Injectable } from '@nestjs/common';
import { PET_MAP, type PetMap, type PetMapCluster, type PetMapPin, type PetMapQuery } from '@pawpals/contracts';
import { clusterCellDegrees } from './map-grid';
import { PetMapRepository, type PetMapPinRow } from './pet-map.repository';

const toPin = ({ lastSeenDate, ...pin }: PetMapPinRow): PetMapPin => ({ ...pin, lastSeenDate: lastSeenDate ? lastSeenDate.toISOString() : null });

/**
 * The board's map by bounding box (docs/decisions/0140-the-map-by-bounding-box.md). The same posts as the
 * board (active, approved, not taken down, with a place), and the pins as the public sees them, whoever asks.
 */
@Injectable()
export class PetMapService {
  constructor(private readonly map: PetMapRepository) {}

  /**
   * At street zoom the posts in the box, newest first (at most PET_MAP.maxFeatures); further out one
   * cluster per grid cell holding posts, a cell of one post answered as that pet.
   */
  async mapLostFoundPets(query: PetMapQuery): Promise<PetMap> {
    if (query.zoom >= PET_MAP.streetZoom) {
      const pins = await this.map.listPins(query, PET_MAP.maxFeatures);
      return { pets: pins.map(toPin), clusters: [] };
    }
    const cells = await this.map.listCells(query, clusterCellDegrees(query.bbox, query.zoom));
    const loneIds = cells.flatMap((cell) => (cell.onlyId ? [cell.onlyId] : []));
    const pets = loneIds.length ? await this.map.listPinsById(loneIds) : [];
    const clusters: PetMapCluster[] = cells
      .filter((cell) => !cell.onlyId)
      .map(({ latitude, longitude, count, lost, found }) => ({ latitude, longitude, count, lost, found }));
    return { pets: pets.map(toPin), clusters };
  }
}
