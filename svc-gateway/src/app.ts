import 'reflect-metadata';
import { resolve } from 'node:path';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '@pawpals/contracts';
import {
  connectNats,
  CoreModule,
  loadConfig,
  openServiceDatabase,
  PinoNestLogger,
  RpcClient,
  type RuntimeConfig,
} from '@pawpals/nest-common';
import compression from 'compression';
import helmet from 'helmet';
import { ForwardingModule } from './forwarding/forwarding.module';
import { ClientConfigModule } from './client-config/client-config.module';
import { FlyersModule } from './flyers/flyers.module';
import { HealthModule } from './health/health.module';
import { answerClientError } from './http/client-errors';
import { ContractCheckInterceptor } from './http/contract-check';
import { HttpErrorFilter, middlewareErrors } from './http/error.filter';
import { bodyErrors, correlation, crossSiteWriteGuard, inputGuard, jsonBody } from './http/middleware';
import { IdentityModule } from './identity/identity.module';
import { businessEventLimit } from './insights/business-event-limit';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { IdempotencyKeys1700000000270 } from './idempotency/1700000000270-idempotency-keys';
import { LiveModule } from './live/live.module';
import { UserEntity } from './identity/user.entity';
import { Identity1700000000200 } from './migrations/1700000000200-identity';
import { AccountMail1700000000280 } from './migrations/1700000000280-account-mail';
import { MailModule } from './mail/mail.module';
import { SignInAbuse1700000000260 } from './migrations/1700000000260-sign-in-abuse';
import { Uploads1700000000250 } from './uploads/1700000000250-uploads';
import { uploadOrigins } from './uploads/storage';
import { UploadsModule } from './uploads/uploads.module';
import { sharePreviewOf } from './web/share-previews';
import { Sitemap } from './web/search-engines';
import { mountSearchEngineFiles, mountWebApps, remoteOrigins } from './web/web-apps';

export interface GatewayOptions {
  config?: RuntimeConfig;
  /** Repository root holding the built shell and remotes; omit to serve /api only. */
  webRoot?: string;
  /** Check every JSON answer against its route contract (default: on under Jest, off otherwise). */
  checkContracts?: boolean;
}

export interface RunningGateway {
  app: NestExpressApplication;
  close(): Promise<void>;
}

export async function createGateway(options: GatewayOptions = {}): Promise<RunningGateway> {
  process.env.SERVICE_NAME ??= 'svc-gateway';
  const config = options.config ?? loadConfig();
  const nc = await connectNats(config, 'svc-gateway');
  const dataSource = await openServiceDatabase(config, {
    database: 'identity',
    entities: [UserEntity],
    migrations: [Identity1700000000200, Uploads1700000000250, SignInAbuse1700000000260, IdempotencyKeys1700000000270, AccountMail1700000000280],
  });

  @Module({
    imports: [CoreModule.with(config, 'gateway', nc, dataSource), MailModule, IdentityModule, IdempotencyModule, HealthModule, ClientConfigModule, LiveModule, UploadsModule, FlyersModule, ForwardingModule],
  })
  class GatewayModule {}

  const app = await NestFactory.create<NestExpressApplication>(GatewayModule, {
    bodyParser: false,
    logger: new PinoNestLogger(),
  });
  app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback');
  app.getHttpServer().on('clientError', answerClientError);
  app.disable('x-powered-by');
  // gzip for the web apps' files and larger JSON answers; the live stream must flush each event, so it stays raw.
  app.use(compression({ filter: (req, res) => !req.path.endsWith('/notifications/stream') && compression.filter(req, res) }));
  app.use(helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy() } }));
  app.use(crossSiteWriteGuard, jsonBody, bodyErrors, inputGuard);
  app.use(correlation);
  const sitemapPageSize = Number(process.env.SITEMAP_PAGE_SIZE) || undefined;
  mountSearchEngineFiles(app.getHttpAdapter().getInstance(), new Sitemap(app.get(RpcClient), sitemapPageSize));
  app.use(businessEventLimit());
  if (options.webRoot) {
    const rpc = app.get(RpcClient);
    mountWebApps(app.getHttpAdapter().getInstance(), resolve(options.webRoot), (path, publicUrl) => sharePreviewOf(rpc, path, publicUrl));
  }
  app.useGlobalFilters(new HttpErrorFilter());
  if (options.checkContracts ?? process.env.NODE_ENV === 'test') app.useGlobalInterceptors(new ContractCheckInterceptor());
  // The OpenAPI document is generated from the route contracts: Swagger UI at /api/docs, JSON at /api/openapi.json.
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument() as unknown as OpenAPIObject, { jsonDocumentUrl: 'api/openapi.json' });
  await app.init();
  app.use(middlewareErrors);
  return {
    app,
    async close() {
      await app.close();
      await dataSource.destroy().catch(() => undefined);
      await nc.drain().catch(() => undefined);
    },
  };
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
