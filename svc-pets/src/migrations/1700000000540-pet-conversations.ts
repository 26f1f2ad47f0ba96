import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How a poster is reached (their phone, or only messages), and private conversations
 * between a poster and each visitor who writes about a post (one per post and visitor).
 */
export class PetConversations1700000000540 implements MigrationInterface {
  name = 'PetConversations1700000000540';
  async up(q: QueryRunner) {
    await q.query(`ALTER TABLE lost_found_posts ADD COLUMN contact_preference text NOT NULL DEFAULT 'phone'
      CHECK (contact_preference IN ('phone', 'messages'))`);
    await q.query(`CREATE TABLE pet_conversations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      post_id uuid NOT NULL REFERENCES lost_found_posts (id) ON DELETE CASCADE,
      poster_id uuid NOT NULL,
      visitor_id uuid NOT NULL,
      poster_first_name text,
      visitor_first_name text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_message_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (post_id, visitor_id),
      CHECK (poster_id <> visitor_id)
    )`);
    await q.query('CREATE INDEX pet_conversations_poster ON pet_conversations (poster_id, last_message_at DESC)');
    await q.query('CREATE INDEX pet_conversations_visitor ON pet_conversations (visitor_id, last_message_at DESC)');
    await q.query(`CREATE TABLE pet_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      conversation_id uuid NOT NULL REFERENCES pet_conversations (id) ON DELETE CASCADE,
      sender_role text NOT NULL CHECK (sender_role IN ('poster', 'visitor')),
      sender_first_name text,
      message text NOT NULL,
      is_read boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query('CREATE INDEX pet_messages_conversation ON pet_messages (conversation_id, created_at)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE pet_messages');
    await q.query('DROP TABLE pet_conversations');
    await q.query('ALTER TABLE lost_found_posts DROP COLUMN contact_preference');
  }
}
