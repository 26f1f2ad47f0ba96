import type { ClientConfig } from '@pawpals/contracts';
import { createLogger } from '@pawpals/nest-common';

const log = createLogger('client-config');
const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * OpenStreetMap's standard tiles: the default, so a map has streets and place names wherever the browser can reach
 * them (docs/decisions/0123-maps-a-person-can-read.md). Their usage policy is met by the map: the attribution shown, the page's origin sent as the
 * referer (LeafletMap), tiles fetched only as people look (no bulk or prefetching). A busy deployment sets its own
 * MAP_TILES_URL; `MAP_TILES_URL=off` keeps the browser off any tile server (the offline states outline only).
 */
export const OSM_STANDARD_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const NO_TILES: ClientConfig = { mapTilesUrl: null, mapAttribution: null };

/**
 * What the browser needs from the deployment: the map's tile server (MAP_TILES_URL, an OpenStreetMap-style
 * {z}/{x}/{y} template, OpenStreetMap's own when unset) and its attribution. A malformed template is refused at
 * start with a warning, and the map falls back to its offline outline instead of drawing broken tiles.
 */
export function clientConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ClientConfig {
  const setting = env.MAP_TILES_URL?.trim() || null;
  if (setting === 'off') return NO_TILES;
  const tiles = setting ?? OSM_STANDARD_TILES;
  const valid = /^https?:\/\//.test(tiles) && ['{z}', '{x}', '{y}'].every((part) => tiles.includes(part));
  if (!valid) {
    log.warn(`MAP_TILES_URL ignored: it must be an http(s) URL with {z}, {x} and {y}, or off (got ${tiles})`);
    return NO_TILES;
  }
  return { mapTilesUrl: tiles, mapAttribution: env.MAP_ATTRIBUTION?.trim() || OSM_ATTRIBUTION };
}
