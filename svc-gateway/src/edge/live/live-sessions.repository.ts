import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Reads identity's sessions table for the live streams (the gateway's parts share one database): SQL only. */
@Injectable()
export class LiveSessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Which of these sessions (by id hash) still exist and have not expired. */
  async alive(idHashes: string[]): Promise<Set<string>> {
    const rows: { idHash: string }[] = await this.dataSource.query(
      'SELECT id_hash AS "idHash" FROM sessions WHERE id_hash = ANY($1) AND expires_at > now()',
      [idHashes],
    );
    return new Set(rows.map((row) => row.idHash));
  }
}
