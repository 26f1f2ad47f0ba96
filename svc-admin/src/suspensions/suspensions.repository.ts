import { Injectable } from '@nestjs/common';
import type { AdminRole, MemberSuspension } from '@pawpals/contracts';
import { returnedRows } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';

export type SuspensionRow = Omit<MemberSuspension, 'until' | 'suspendedAt'> & { until: Date | null; suspendedAt: Date };

/** A suspension lasts until reinstated, or until its `until` passes. */
export const SUSPENSION_IN_FORCE = '(s.until IS NULL OR s.until > now())';

/** SQL of suspensions, with what the rules need to know of the member. */
@Injectable()
export class SuspensionsRepository {
  /** The member (locked, so two admins acting at once are ordered) and their admin role, if any. */
  async lockMember(manager: EntityManager, userId: string): Promise<{ role: AdminRole | null } | undefined> {
    const [row] = await manager.query(
      `SELECT a.role FROM user_profiles u LEFT JOIN admin_roles a ON a.user_id = u.user_id WHERE u.user_id = $1 FOR UPDATE OF u`,
      [userId],
    );
    return row;
  }

  async upsert(manager: EntityManager, userId: string, reason: string, until: string | null, by: string): Promise<SuspensionRow> {
    const [row] = await manager.query(
      `INSERT INTO suspensions (user_id, reason, until, suspended_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET reason = $2, until = $3, suspended_by = $4, suspended_at = now()
       RETURNING user_id AS "userId", reason, until, suspended_at AS "suspendedAt"`,
      [userId, reason, until, by],
    );
    return row;
  }

  /** Deletes the member's suspension; whether one was in force. */
  async deleteInForce(manager: EntityManager, userId: string): Promise<boolean> {
    const [row] = returnedRows<{ in_force: boolean }>(
      await manager.query(`DELETE FROM suspensions s WHERE s.user_id = $1 RETURNING ${SUSPENSION_IN_FORCE} AS in_force`, [userId]),
    );
    return !!row?.in_force;
  }
}
