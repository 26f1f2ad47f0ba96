import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminRoles1700000000300 implements MigrationInterface {
  name = 'AdminRoles1700000000300';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE admin_roles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL UNIQUE,
      role text NOT NULL CHECK (role IN ('super_admin', 'moderator', 'content_manager')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE admin_roles');
  }
}
