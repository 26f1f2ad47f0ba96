import { Global, Injectable, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { deleteMailsOf, enqueueMail, MailRelay, mailRelayOptionsFromEnv, mailTransportFromEnv, publicBaseUrl, type OutgoingMail, type SqlExecutor } from '@pawpals/mail';
import { localizedPath, type Locale } from '@pawpals/contracts';
import { AccountErasure } from '@pawpals/nest-common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * The gateway's mail outbox (security mails leave from the gateway: docs/decisions/0078-mail.md). A mail is queued
 * in the transaction of the change that causes it and sent by the relay after the commit, so no request
 * waits for SMTP and a mail that cannot be delivered now is retried.
 */
@Injectable()
export class GatewayMail implements OnModuleInit, OnModuleDestroy {
  private readonly relay: MailRelay;
  /** Absolute base of the links in mails (PUBLIC_URL), never taken from a request's Host header. */
  readonly baseUrl = publicBaseUrl();

  constructor(
    dataSource: DataSource,
    private readonly erasure: AccountErasure,
  ) {
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    this.relay = new MailRelay(pool, mailTransportFromEnv(), mailRelayOptionsFromEnv());
  }

  onModuleInit() {
    // A deleted account's mails still waiting go with it.
    this.erasure.register((manager, userId) => deleteMailsOf(manager, userId));
    this.relay.start();
  }

  async onModuleDestroy() {
    await this.relay.stop();
  }

  /**
   * Queue a mail for this account (or for no account: it then outlives the account's erasure) inside
   * the caller's transaction; call `sendQueued()` once it has committed.
   */
  async queue(manager: SqlExecutor, userId: string | null, mail: OutgoingMail): Promise<void> {
    await enqueueMail(manager, mail, userId);
  }

  sendQueued(): void {
    this.relay.nudge();
  }

  /** A page of the web app with its query, in the recipient's language (/es/… for Spanish). */
  link(path: string, query: Record<string, string>, locale: Locale = 'en'): string {
    return `${this.baseUrl}${localizedPath(path, locale)}?${new URLSearchParams(query).toString()}`;
  }
}

@Global()
@Module({ providers: [GatewayMail], exports: [GatewayMail] })
export class MailModule {}
