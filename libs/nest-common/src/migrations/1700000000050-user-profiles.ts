import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A service's local copy of the people it shows (names, emails), kept from events.identity.* so it
 * never has to call the gateway to render a name.
 */
export class UserProfiles1700000000050 implements MigrationInterface {
  name = 'UserProfiles1700000000050';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE user_profiles (
      user_id uuid PRIMARY KEY,
      first_name text NOT NULL,
      last_name text NOT NULL,
      username text NOT NULL,
      email text NOT NULL,
      account_type text NOT NULL,
      profile_image_url text,
      registered_at timestamptz NOT NULL
    )`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE user_profiles');
  }
}
