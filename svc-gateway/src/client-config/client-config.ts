import type { ClientConfig } from '@pawpals/contracts';
import { createLogger } from '@pawpals/nest-common';

const log = createLogger('client-config');
const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * What the browser needs from the deployment: the map's tile server (MAP_TILES_URL, an
 * OpenStreetMap-style {z}/{x}/{y} template) and its attribution. A malformed template is refused at
 * start with a warning, and the map falls back to its offline outline instead of drawing broken tiles.
 */
export function clientConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ClientConfig {
  const tiles = env.MAP_TILES_URL?.trim() || null;
  if (!tiles) return { mapTilesUrl: null, mapAttribution: null };
  const valid = /^https?:\/\//.test(tiles) && ['{z}', '{x}', '{y}'].every((part) => tiles.includes(part));
  if (!valid) {
    log.warn(`MAP_TILES_URL ignored: it must be an http(s) URL with {z}, {x} and {y} (got ${tiles})`);
    return { mapTilesUrl: null, mapAttribution: null };
  }
  return { mapTilesUrl: tiles, mapAttribution: env.MAP_ATTRIBUTION?.trim() || OSM_ATTRIBUTION };
}
