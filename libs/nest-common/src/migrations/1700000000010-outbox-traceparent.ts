import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The W3C traceparent of the span that wrote an outbox row (docs/decisions/0149-tracing.md): the relay
 * publishes the event as a child of it, so its consumers join the trace of the request that caused it.
 * Null when tracing was off.
 */
export class OutboxTraceparent1700000000010 implements MigrationInterface {
  name = 'OutboxTraceparent1700000000010';
  async up(q: QueryRunner) {
    await q.query('ALTER TABLE outbox ADD COLUMN traceparent text');
  }
  async down(q: QueryRunner) {
    await q.query('ALTER TABLE outbox DROP COLUMN traceparent');
  }
}
