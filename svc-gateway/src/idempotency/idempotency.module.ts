import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { idempotency } from './idempotency';

/** Imported after IdentityModule: the key is scoped to the caller its session middleware found. */
@Module({})
export class IdempotencyModule implements NestModule {
  constructor(private readonly dataSource: DataSource) {}

  configure(consumer: MiddlewareConsumer) {
    consumer.apply(idempotency(this.dataSource)).forRoutes('*');
  }
}
