import { Global, Injectable, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { enqueueMail, MailRelay, mailRelayOptionsFromEnv, mailTransportFromEnv, publicBaseUrl, type OutgoingMail, type SqlExecutor } from '@pawpals/mail';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * The gateway's mail outbox (ARCHITECTURE §8: security mails leave from the gateway). A mail is queued
 * in the transaction of the change that causes it and sent by the relay after the commit, so no request
 * waits for SMTP and a mail that cannot be delivered now is retried.
 */
@Injectable()
export class GatewayMail implements OnModuleInit, OnModuleDestroy {
  private readonly relay: MailRelay;
  /** Absolute base of the links in mails (PUBLIC_URL), never taken from a request's Host header. */
  readonly baseUrl = publicBaseUrl();

  constructor(dataSource: DataSource) {
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    this.relay = new MailRelay(pool, mailTransportFromEnv(), mailRelayOptionsFromEnv());
  }

  onModuleInit() {
    this.relay.start();
  }

  async onModuleDestroy() {
    await this.relay.stop();
  }

  /** Queue inside the caller's transaction; call `sendQueued()` once it has committed. */
  queue(manager: SqlExecutor, mail: OutgoingMail): Promise<void> {
    return enqueueMail(manager, mail);
  }

  sendQueued(): void {
    this.relay.nudge();
  }

  link(path: string, query: Record<string, string>): string {
    return `${this.baseUrl}${path}?${new URLSearchParams(query).toString()}`;
  }
}

@Global()
@Module({ providers: [GatewayMail], exports: [GatewayMail] })
export class MailModule {}
