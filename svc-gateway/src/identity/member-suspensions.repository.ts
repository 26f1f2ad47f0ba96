import { Injectable } from '@nestjs/common';
import { returnedRows } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';

/** The member_suspensions table (svc-admin's decisions as the gateway applies them): SQL only. */
@Injectable()
export class MemberSuspensionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The member's suspension in force now, if any (`until` null: until reinstated). */
  async inForce(userId: string): Promise<{ until: Date | null } | undefined> {
    const [row] = await this.dataSource.query<{ until: Date | null }[]>(
      'SELECT until FROM member_suspensions WHERE user_id = $1 AND suspended AND (until IS NULL OR until > now())',
      [userId],
    );
    return row;
  }

  /** Records the member's state as of `at`, unless newer news of them is already recorded; says whether it was. */
  async apply(manager: EntityManager, userId: string, suspended: boolean, until: string | null, at: string): Promise<boolean> {
    const applied = returnedRows(
      await manager.query(
        `INSERT INTO member_suspensions (user_id, suspended, until, changed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET suspended = $2, until = $3, changed_at = $4
          WHERE member_suspensions.changed_at < $4
         RETURNING 1`,
        [userId, suspended, until, at],
      ),
    );
    return applied.length > 0;
  }
}
