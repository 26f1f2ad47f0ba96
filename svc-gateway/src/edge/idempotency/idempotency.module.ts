import { Module } from '@nestjs/common';
import { IdempotencyRepository } from './idempotency.repository';

/**
 * Idempotency-Key handling lives in Fastify hooks (idempotency.ts), added by app.ts after the session
 * lookup: the key is scoped to the caller that lookup found.
 */
@Module({ providers: [IdempotencyRepository], exports: [IdempotencyRepository] })
export class IdempotencyModule {}
