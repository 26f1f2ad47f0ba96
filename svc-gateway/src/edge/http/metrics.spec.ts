import { createServer } from 'node:net';
import { httpMethodLabel, metricsPortFromEnv, serveMetrics, UNMATCHED_ROUTE } from '@pawpals/nest-common';
import type { FastifyRequest } from 'fastify';
import { httpRouteOf, setHttpRoute } from './metrics';

const requestFor = (url: string | undefined) => ({ routeOptions: { url } }) as unknown as FastifyRequest;

describe('http_route', () => {
  it("is the template the forwarding matched, over Fastify's catch-all", () => {
    const req = requestFor('/api/*');
    setHttpRoute(req, '/api/businesses/:id');
    expect(httpRouteOf(req)).toBe('/api/businesses/:id');
  });

  it("is the gateway's own route template", () => {
    expect(httpRouteOf(requestFor('/api/auth/login'))).toBe('/api/auth/login');
    expect(httpRouteOf(requestFor('/objects/*'))).toBe('/objects/*');
  });

  it('is a fixed label when nothing matched (never the raw path)', () => {
    expect(httpRouteOf(requestFor('/api/*'))).toBe(UNMATCHED_ROUTE);
    expect(httpRouteOf(requestFor(undefined))).toBe(UNMATCHED_ROUTE);
  });

  it('keeps methods to a fixed set', () => {
    expect(httpMethodLabel('get')).toBe('GET');
    expect(httpMethodLabel('PROPFIND')).toBe('_OTHER');
  });
});

describe('METRICS_PORT', () => {
  it('is off when unset or empty, a port otherwise', () => {
    expect(metricsPortFromEnv({})).toBeUndefined();
    expect(metricsPortFromEnv({ METRICS_PORT: '' })).toBeUndefined();
    expect(metricsPortFromEnv({ METRICS_PORT: '9464' })).toBe(9464);
    expect(metricsPortFromEnv({ METRICS_PORT: '0' })).toBe(0);
    expect(() => metricsPortFromEnv({ METRICS_PORT: 'http' })).toThrow(/METRICS_PORT/);
  });

  it('serves /metrics on a port of its own (0: a free one) and goes on without it when the port is taken', async () => {
    const server = await serveMetrics(0, { service: 'unit' }, '127.0.0.1');
    try {
      expect(server.port).toBeGreaterThan(0);
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^process_resident_memory_bytes\{service="unit"\} \d+/m);
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);

      const taken = await serveMetrics(server.port!, { service: 'unit' }, '127.0.0.1');
      expect(taken.port).toBeUndefined();
      await taken.close();
    } finally {
      await server.close();
    }
    // Closed: the port is free again.
    await new Promise<void>((resolve, reject) => {
      const probe = createServer().once('error', reject).listen(server.port, '127.0.0.1', () => probe.close(() => resolve()));
    });
  });
});
