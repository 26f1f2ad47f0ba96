import { Injectable } from '@nestjs/common';
import { preparedQuery, returnedRows } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserEntity } from './user.entity';

/** Looked up on every request, so it runs as a named (prepared) statement on the pool. */
const RESOLVE_SESSION = {
  name: 'pawpals-resolve-session',
  text: `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.username, u.email,
                u.account_type AS "accountType", u.profile_image_url AS "profileImageUrl", u.created_at AS "createdAt",
                u.email_verified_at AS "emailVerifiedAt", u.locale,
                s.last_seen_at AS "lastSeenAt"
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.id_hash = $1 AND s.expires_at > now()`,
};

/** The sessions table (by the hash of each session's id): SQL only. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(idHash: string, userId: string, days: number, ip: string | null, userAgent: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO sessions (id_hash, user_id, expires_at, ip, user_agent)
       VALUES ($1, $2, now() + make_interval(days => $3), $4, $5)`,
      [idHash, userId, days, ip, userAgent],
    );
  }

  /** The signed-in user of an unexpired session, and when the session was last seen. */
  async userOf(idHash: string): Promise<(UserEntity & { lastSeenAt: Date }) | undefined> {
    const [row] = await preparedQuery<UserEntity & { lastSeenAt: Date }>(this.dataSource, RESOLVE_SESSION.name, RESOLVE_SESSION.text, [idHash]);
    return row;
  }

  /** The session was used: it expires `days` from now. */
  async touch(idHash: string, days: number): Promise<void> {
    await this.dataSource.query(`UPDATE sessions SET last_seen_at = now(), expires_at = now() + make_interval(days => $2) WHERE id_hash = $1`, [idHash, days]);
  }

  /** Ends every session of the member (in the caller's transaction when given); returns how many. */
  async deleteOfUser(userId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [, count] = await manager.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    return Number(count) || 0;
  }

  /** Ends every other session of the member; returns how many. */
  async deleteOthersOfUser(manager: EntityManager, userId: string, keptIdHash: string): Promise<number> {
    const [, count] = await manager.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2', [userId, keptIdHash]);
    return Number(count) || 0;
  }

  /** Ends one session; returns the member whose it was (none when it did not exist). */
  async delete(idHash: string): Promise<{ userId: string }[]> {
    return returnedRows<{ userId: string }>(await this.dataSource.query('DELETE FROM sessions WHERE id_hash = $1 RETURNING user_id AS "userId"', [idHash]));
  }

  async deleteExpired(): Promise<void> {
    await this.dataSource.query('DELETE FROM sessions WHERE expires_at < now()');
  }
}
