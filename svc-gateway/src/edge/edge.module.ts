import { Module } from '@nestjs/common';
import { ClientConfigModule } from './client-config/client-config.module';
import { ForwardingModule } from './forwarding/forwarding.module';
import { HealthModule } from './health/health.module';
import { IdempotencyKeys1700000000270 } from './idempotency/1700000000270-idempotency-keys';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { LiveModule } from './live/live.module';

/** The edge's tables (the gateway's one database holds every part's). */
export const EDGE_MIGRATIONS = [IdempotencyKeys1700000000270];

/**
 * The gateway's edge: health, client configuration, the live stream and forwarding to the services.
 * Its Fastify hooks (http/, idempotency/, insights/) and the web apps are mounted by app.ts. Imported
 * after IdentityModule and MediaModule, with ForwardingModule last: its /api catch-all must be
 * registered after every route the gateway answers itself.
 */
@Module({ imports: [IdempotencyModule, HealthModule, ClientConfigModule, LiveModule, ForwardingModule] })
export class EdgeModule {}
