import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Inquiries a page of conversations at a time (docs/decisions/0141-inquiries-paged-by-conversation.md): each
 * side's keyset, newest conversation first on (created_at, id), walks an index of its own (the customer's
 * conversations, a business's conversations), replacing the (…, created_at) ones that lacked the id; the
 * inbox badges count the other side's unread messages through a partial index of the unread ones only.
 */
export class InquiriesPagedByConversation1700000000850 implements MigrationInterface {
  name = 'InquiriesPagedByConversation1700000000850';
  async up(q: QueryRunner) {
    await q.query('CREATE INDEX inquiry_conversations_customer_keyset ON inquiry_conversations (customer_id, created_at, id)');
    await q.query('CREATE INDEX inquiry_conversations_business_keyset ON inquiry_conversations (business_id, created_at, id)');
    await q.query('DROP INDEX inquiry_conversations_customer');
    await q.query('DROP INDEX inquiry_conversations_business');
    await q.query('CREATE INDEX inquiry_messages_unread ON inquiry_messages (conversation_id, sender_type) WHERE NOT is_read');
  }
  async down(q: QueryRunner) {
    await q.query('DROP INDEX inquiry_messages_unread');
    await q.query('CREATE INDEX inquiry_conversations_business ON inquiry_conversations (business_id, created_at)');
    await q.query('CREATE INDEX inquiry_conversations_customer ON inquiry_conversations (customer_id, created_at)');
    await q.query('DROP INDEX inquiry_conversations_business_keyset');
    await q.query('DROP INDEX inquiry_conversations_customer_keyset');
  }
}
