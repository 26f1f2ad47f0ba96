import { PET_MAP, type MapBox } from '@pawpals/contracts';

/** A grid cell is 64 px of a 256-px web map tile: a quarter of a tile's 360° / 2^zoom (docs/decisions/0140-the-map-by-bounding-box.md). */
const CELL_DEGREES_AT_ZOOM_0 = 90;

/** How many cells of `cellDegrees` the box touches (cells are aligned to 0°, so panning never moves them). */
export function cellsInBox(box: MapBox, cellDegrees: number): number {
  const columns = Math.floor(box.maxLng / cellDegrees) - Math.floor(box.minLng / cellDegrees) + 1;
  const rows = Math.floor(box.maxLat / cellDegrees) - Math.floor(box.minLat / cellDegrees) + 1;
  return columns * rows;
}

/**
 * The side in degrees of the clusters' grid cells at `zoom`: 64 px on screen, doubled until the box holds
 * at most PET_MAP.maxFeatures cells, so a box far larger than a screen still answers ≤ 500 clusters.
 */
export function clusterCellDegrees(box: MapBox, zoom: number): number {
  let cell = CELL_DEGREES_AT_ZOOM_0 / 2 ** zoom;
  while (cellsInBox(box, cell) > PET_MAP.maxFeatures) cell *= 2;
  return cell;
}

/** Below street zoom the counts of each grid are kept (pet_map_cells): its level is L for cells of 90° / 2^L. */
export const cellLevel = (cellDegrees: number): number => Math.round(Math.log2(CELL_DEGREES_AT_ZOOM_0 / cellDegrees));
