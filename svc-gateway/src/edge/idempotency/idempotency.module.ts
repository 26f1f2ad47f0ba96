import { Module } from '@nestjs/common';

/**
 * Idempotency-Key handling lives in Fastify hooks (idempotency.ts), added by app.ts after the session
 * lookup: the key is scoped to the caller that lookup found.
 */
@Module({})
export class IdempotencyModule {}
