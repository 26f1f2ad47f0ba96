import { PET_MAP } from '@pawpals/contracts';
import { cellLevel, cellsInBox, clusterCellDegrees } from './map-grid';

const CONTIGUOUS_US = { minLng: -125, minLat: 24, maxLng: -66, maxLat: 50 };

describe('the clusters grid', () => {
  it('is 64 px of a tile: 90° / 2^zoom', () => {
    expect(clusterCellDegrees(CONTIGUOUS_US, 4)).toBe(5.625);
    expect(clusterCellDegrees({ minLng: -122.7, minLat: 45.5, maxLng: -122.6, maxLat: 45.6 }, 11)).toBe(90 / 2048);
  });

  it('grows by doubling until the box holds at most 500 cells', () => {
    const world = { minLng: -180, minLat: -90, maxLng: 180, maxLat: 90 };
    const cell = clusterCellDegrees(world, 11);
    expect(cellsInBox(world, cell)).toBeLessThanOrEqual(PET_MAP.maxFeatures);
    expect(cellsInBox(world, cell / 2)).toBeGreaterThan(PET_MAP.maxFeatures);
    expect(Math.log2(cell / (90 / 2048))).toBe(Math.round(Math.log2(cell / (90 / 2048))));
  });

  it('counts the cells a box touches, edges included', () => {
    expect(cellsInBox({ minLng: 0, minLat: 0, maxLng: 10, maxLat: 10 }, 10)).toBe(4);
    expect(cellsInBox({ minLng: 0.5, minLat: 0.5, maxLng: 9.5, maxLat: 9.5 }, 10)).toBe(1);
  });

  it('names the level of the kept counts: L for cells of 90° / 2^L, 0 to 11 below street zoom', () => {
    expect(cellLevel(90)).toBe(0);
    expect(cellLevel(clusterCellDegrees(CONTIGUOUS_US, 4))).toBe(4);
    expect(cellLevel(90 / 2 ** (PET_MAP.streetZoom - 1))).toBe(11);
    // A box far larger than a screen counts on a coarser level than its zoom's.
    expect(cellLevel(clusterCellDegrees({ minLng: -180, minLat: -85, maxLng: 180, maxLat: 85 }, 11))).toBeLessThan(11);
  });
});
