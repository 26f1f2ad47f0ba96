import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** How long a first answer is kept and replayed. */
const RETENTION = '24 hours';
/** A first attempt still "in progress" after this long died with its gateway replica: the key may be used again. */
const ABANDONED_AFTER = '60 seconds';

/** The first answer kept under a caller's key; `status` is null while the first request still runs. */
export interface KeptAnswer {
  fingerprint: string;
  status: number | null;
  contentType: string | null;
  body: Buffer | null;
}

/** The idempotency_keys table: SQL only. */
@Injectable()
export class IdempotencyRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Frees the key when its answer is past retention, or its first attempt was abandoned. */
  async pruneStale(scope: string, key: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2
         AND (created_at < now() - interval '${RETENTION}' OR (status IS NULL AND created_at < now() - interval '${ABANDONED_AFTER}'))`,
      [scope, key],
    );
  }

  /** True when this request is the first with the key (it then runs); false when the key is taken. */
  async claim(scope: string, key: string, fingerprint: string): Promise<boolean> {
    const claimed: unknown[] = await this.dataSource.query(
      'INSERT INTO idempotency_keys (scope, key, fingerprint) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
      [scope, key, fingerprint],
    );
    return claimed.length > 0;
  }

  async kept(scope: string, key: string): Promise<KeptAnswer | undefined> {
    const [first] = await this.dataSource.query<KeptAnswer[]>(
      'SELECT fingerprint, status, content_type AS "contentType", body FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    return first;
  }

  async keep(scope: string, key: string, status: number, contentType: string, body: Buffer | null): Promise<void> {
    await this.dataSource.query('UPDATE idempotency_keys SET status = $3, content_type = $4, body = $5 WHERE scope = $1 AND key = $2', [
      scope,
      key,
      status,
      contentType,
      body,
    ]);
  }

  /** The key may be used again (the first answer is not one to keep). */
  async forget(scope: string, key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
  }

  /** The key may be used again, unless its answer was kept meanwhile. */
  async forgetUnanswered(scope: string, key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status IS NULL', [scope, key]);
  }
}
