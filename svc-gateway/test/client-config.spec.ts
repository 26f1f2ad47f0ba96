// GET /api/config: the deployment's map tiles for the browser (MAP_TILES_URL / MAP_ATTRIBUTION).
import type { RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig } from '@pawpals/testing';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { clientConfigFromEnv, OSM_STANDARD_TILES } from '../src/edge/client-config/client-config';

describe('clientConfigFromEnv', () => {
  it("answers OpenStreetMap's standard tiles without MAP_TILES_URL, and none with MAP_TILES_URL=off (the offline outline only)", () => {
    expect(clientConfigFromEnv({})).toEqual({ mapTilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', mapAttribution: '© OpenStreetMap contributors' });
    expect(clientConfigFromEnv({ MAP_TILES_URL: '' }).mapTilesUrl).toBe(OSM_STANDARD_TILES);
    expect(clientConfigFromEnv({ MAP_TILES_URL: 'off' })).toEqual({ mapTilesUrl: null, mapAttribution: null });
  });
  it('takes an OpenStreetMap-style template, with OpenStreetMap attribution unless told otherwise', () => {
    expect(clientConfigFromEnv({ MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' })).toEqual({
      mapTilesUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
    });
    expect(clientConfigFromEnv({ MAP_TILES_URL: 'http://t/{z}/{x}/{y}', MAP_ATTRIBUTION: '© Our tiles' }).mapAttribution).toBe('© Our tiles');
  });
  it.each(['tiles.example.org/{z}/{x}/{y}.png', 'https://tiles.example.org/{z}/{x}.png', 'ftp://t/{z}/{x}/{y}'])('ignores the malformed %j', (url) => {
    expect(clientConfigFromEnv({ MAP_TILES_URL: url })).toEqual({ mapTilesUrl: null, mapAttribution: null });
  });
});

describe('GET /api/config', () => {
  let config: RuntimeConfig;
  let gateway: RunningGateway;

  beforeAll(async () => {
    config = await isolatedConfig();
    process.env.MAP_TILES_URL = 'https://tiles.example.org/{z}/{x}/{y}.png';
    gateway = await createGateway({ config });
  }, 90_000);
  afterAll(async () => {
    delete process.env.MAP_TILES_URL;
    await gateway?.close();
    await dropDatabases(config);
  });

  it('answers the tile template to anyone, cacheable for a few minutes', async () => {
    const res = await request(gateway.app.getHttpServer()).get('/api/config').expect(200);
    expect(res.body).toEqual({ mapTilesUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', mapAttribution: '© OpenStreetMap contributors' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
