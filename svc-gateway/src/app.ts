import 'reflect-metadata';
import { resolve } from 'node:path';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '@pawpals/contracts';
import {
  connectNats,
  CoreModule,
  loadConfig,
  openServiceDatabase,
  PinoNestLogger,
  RpcClient,
  metricsAndShutdown,
  startTracing,
  type MetricsServer,
  type RuntimeConfig,
} from '@pawpals/nest-common';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import { constants as zlib } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { EDGE_MIGRATIONS, EdgeModule } from './edge/edge.module';
import { answerClientError } from './edge/http/client-errors';
import { ContractCheckInterceptor } from './edge/http/contract-check';
import { HttpErrorFilter } from './edge/http/error.filter';
import { LocalizedMessageInterceptor } from './edge/http/localized-messages';
import { securityHeaders } from './edge/http/security-headers';
import { correlation, correlationScope, crossSiteWriteGuard, inputGuard, logRequest, registerBodyParsers } from './edge/http/middleware';
import { recordHttpMetrics } from './edge/http/metrics';
import { abortHttpSpan, endHttpSpan, startHttpSpan, traceScope } from './edge/http/tracing';
import { idempotency, keepTheAnswer } from './edge/idempotency/idempotency';
import { IdempotencyRepository } from './edge/idempotency/idempotency.repository';
import { businessEventLimit } from './edge/insights/business-event-limit';
import { IDENTITY_MIGRATIONS, IdentityModule, sessionLookup } from './identity/identity.module';
import { SessionStore } from './identity/sessions';
import { UserEntity } from './identity/user.entity';
import { MEDIA_MIGRATIONS, MediaModule } from './media/media.module';
import { uploadOrigins } from './media/uploads/storage';
import { sharePreviewOf } from './edge/web/share-previews';
import { listFirstResultsOf } from './edge/web/list-first-screens';
import { Sitemap } from './edge/web/search-engines';
import { mountSearchEngineFiles, mountWebApps, remoteOrigins } from './edge/web/web-apps';

export interface GatewayOptions {
  config?: RuntimeConfig;
  /** Repository root holding the built shell and remotes; omit to serve /api only. */
  webRoot?: string;
  /** Check every JSON answer against its route contract (default: on under Jest, off otherwise). */
  checkContracts?: boolean;
  /** Serve Prometheus metrics (GET /metrics) on this port, never the public one (0: any free port); none when undefined. */
  metricsPort?: number;
}

export interface RunningGateway {
  app: NestFastifyApplication;
  /** Every route the HTTP server answers, as `METHOD /path`. */
  routes: readonly string[];
  /** The Prometheus endpoint, when started with a metrics port. */
  metrics?: MetricsServer;
  close(): Promise<void>;
}

export async function createGateway(options: GatewayOptions = {}): Promise<RunningGateway> {
  process.env.SERVICE_NAME ??= 'svc-gateway';
  startTracing({ serviceName: 'svc-gateway' });
  const config = options.config ?? loadConfig();
  const nc = await connectNats(config, 'svc-gateway');
  const dataSource = await openServiceDatabase(config, {
    database: 'identity',
    entities: [UserEntity],
    // TypeORM runs them in the order of the timestamps in their class names, whichever part lists them.
    migrations: [...IDENTITY_MIGRATIONS, ...MEDIA_MIGRATIONS, ...EDGE_MIGRATIONS],
  });

  // The gateway's three parts (see each one's README); the edge comes last, its forwarding catch-all after every other route.
  @Module({ imports: [CoreModule.with(config, 'gateway', nc, dataSource), IdentityModule, MediaModule, EdgeModule] })
  class GatewayModule {}

  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule,
    new FastifyAdapter({
      trustProxy: trustProxyOf(process.env.TRUST_PROXY ?? 'loopback'),
      // Node's own defaults, as the gateway had them: keep-alive 5 s, a request must arrive within 300 s.
      keepAliveTimeout: 5_000,
      requestTimeout: 300_000,
      // A malformed request (or one whose headers are too large) gets our JSON `{message}`.
      clientErrorHandler: answerClientError,
      // Anything may follow /api/ (the contracts' routes do the matching), and a long id is a 404, not a 400.
      routerOptions: { maxParamLength: 1000, ignoreTrailingSlash: true },
      frameworkErrors: (err: { code?: string }, _req: unknown, reply: FastifyReply) => void reply.code(400).send({ message: err.code === 'FST_ERR_BAD_URL' ? 'Malformed request URL' : 'Bad request' }),
      logger: false,
      skipMiddie: true,
    }),
    { bodyParser: false, logger: new PinoNestLogger() },
  );
  const fastify = app.getHttpAdapter().getInstance();
  registerBodyParsers(fastify);
  const routes: string[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  fastify.decorateRequest('auth', undefined);
  fastify.decorateRequest('idempotency', undefined);
  fastify.decorateRequest('correlationId', undefined);
  fastify.decorateRequest('startedAt', undefined);
  // Before the compression plugin's own onSend: an idempotent answer is kept as the handler gave it.
  fastify.addHook('onSend', keepTheAnswer(app.get(IdempotencyRepository)));
  // Weak ETags on answers and 304 for a fresh If-None-Match, as Express gave them.
  await app.register(fastifyEtag, { weak: true });
  // gzip/brotli for the web apps' files and larger JSON answers; the live stream writes its own answer, raw.
  await app.register(fastifyCompress, { globalDecompression: false, threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  // First, so the span covers every other hook (docs/decisions/0149-tracing.md).
  fastify.addHook('onRequest', startHttpSpan);
  fastify.addHook('onRequest', securityHeaders({ contentSecurityPolicy: { directives: contentSecurityPolicy() } }));
  fastify.addHook('onRequest', crossSiteWriteGuard);
  fastify.addHook('onRequest', correlation);
  fastify.addHook('onRequest', businessEventLimit());
  fastify.addHook('preValidation', correlationScope);
  fastify.addHook('preValidation', traceScope);
  fastify.addHook('preValidation', inputGuard);
  fastify.addHook('preHandler', sessionLookup(app.get(SessionStore)));
  fastify.addHook('preHandler', idempotency(app.get(IdempotencyRepository)));
  fastify.addHook('onResponse', logRequest);
  fastify.addHook('onResponse', recordHttpMetrics);
  fastify.addHook('onResponse', endHttpSpan);
  fastify.addHook('onRequestAbort', abortHttpSpan);
  const sitemapPageSize = Number(process.env.SITEMAP_PAGE_SIZE) || undefined;
  mountSearchEngineFiles(fastify, new Sitemap(app.get(RpcClient), sitemapPageSize));
  if (options.webRoot) {
    const rpc = app.get(RpcClient);
    mountWebApps(fastify, resolve(options.webRoot), {
      previewOf: (path, publicUrl) => sharePreviewOf(rpc, path, publicUrl),
      firstResultsOf: (path) => listFirstResultsOf(rpc, path),
    });
  }
  app.useGlobalFilters(new HttpErrorFilter());
  app.useGlobalInterceptors(new LocalizedMessageInterceptor());
  if (options.checkContracts ?? process.env.NODE_ENV === 'test') app.useGlobalInterceptors(new ContractCheckInterceptor());
  // The OpenAPI document is generated from the route contracts: Swagger UI at /api/docs, JSON at /api/openapi.json.
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument() as unknown as OpenAPIObject, { jsonDocumentUrl: 'api/openapi.json' });
  await app.init();
  await fastify.ready();
  return { app, routes, ...(await metricsAndShutdown('gateway', { app, dataSource, nc, config }, options.metricsPort)) };
}

/** TRUST_PROXY as Express read it: true/false, a hop count, or addresses and names (loopback, uniquelocal…). */
function trustProxyOf(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

function contentSecurityPolicy() {
  const remotes = remoteOrigins();
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    // With S3_ENDPOINT the browser PUTs images straight to the store's presigned URLs.
    connectSrc: ["'self'", ...remotes, ...uploadOrigins()],
    fontSrc: ["'self'", 'data:', ...remotes],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    // Plain-HTTP installs (npm start on a LAN) must keep working; TLS is the proxy's job.
    upgradeInsecureRequests: null,
  };
}
