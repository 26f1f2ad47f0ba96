import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Businesses, reviews, favorites, appointments and inquiry conversations, with the indexes search
 * needs: pg_trgm GIN on the lower-cased name+city+description for `q`, a GiST index on
 * ll_to_earth(latitude, longitude) (cube + earthdistance) as the box prefilter of the radius search,
 * and btree indexes matching the result order (premium first, then rating) so a filtered page is an
 * index walk, not a sort of every match.
 */
export class Directory1700000000400 implements MigrationInterface {
  name = 'Directory1700000000400';
  async up(q: QueryRunner) {
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await q.query('CREATE EXTENSION IF NOT EXISTS cube');
    await q.query('CREATE EXTENSION IF NOT EXISTS earthdistance');

    await q.query(`CREATE TABLE businesses (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid,
      google_place_id text,
      name text NOT NULL,
      category text NOT NULL CHECK (category IN ('groomer', 'pet_store', 'park', 'veterinarian')),
      description text,
      logo_url text,
      is_premium boolean NOT NULL DEFAULT false,
      avg_rating double precision NOT NULL DEFAULT 0,
      review_count integer NOT NULL DEFAULT 0,
      address text,
      city text,
      state text,
      zip_code text,
      phone text,
      website_url text,
      services text,
      pricing text,
      price_range text CHECK (price_range IN ('budget', 'moderate', 'premium')),
      latitude double precision CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision CHECK (longitude BETWEEN -180 AND 180),
      search_text text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(city, '') || ' ' || coalesce(description, ''))) STORED,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((latitude IS NULL) = (longitude IS NULL))
    )`);
    // One business per owner; imported businesses have no owner.
    await q.query('CREATE UNIQUE INDEX businesses_owner ON businesses (owner_id) WHERE owner_id IS NOT NULL');
    await q.query('CREATE UNIQUE INDEX businesses_google_place ON businesses (google_place_id) WHERE google_place_id IS NOT NULL');
    await q.query('CREATE INDEX businesses_name_city ON businesses (lower(name), lower(coalesce(city, \'\')))');
    await q.query('CREATE INDEX businesses_search_trgm ON businesses USING gin (search_text gin_trgm_ops)');
    await q.query('CREATE INDEX businesses_city_prefix ON businesses (lower(city) text_pattern_ops)');
    await q.query('CREATE INDEX businesses_earth ON businesses USING gist (ll_to_earth(latitude, longitude)) WHERE latitude IS NOT NULL');
    await q.query('CREATE INDEX businesses_order ON businesses (is_premium DESC, avg_rating DESC, review_count DESC, name, id)');
    await q.query(
      'CREATE INDEX businesses_category_order ON businesses (category, is_premium DESC, avg_rating DESC, review_count DESC, name, id)',
    );

    await q.query(`CREATE TABLE reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      comment text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (business_id, user_id)
    )`);
    await q.query('CREATE INDEX reviews_business_created ON reviews (business_id, created_at DESC)');
    await q.query('CREATE INDEX reviews_user_created ON reviews (user_id, created_at DESC)');

    await q.query(`CREATE TABLE favorites (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, business_id)
    )`);

    await q.query(`CREATE TABLE appointments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      appointment_date timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'cancelled', 'completed')),
      pet_name text,
      reason text,
      notes text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX appointments_user_date ON appointments (user_id, appointment_date DESC)');
    await q.query('CREATE INDEX appointments_business_date ON appointments (business_id, appointment_date DESC)');

    // A conversation starts with a customer's inquiry to a business; its id is the conversationId.
    await q.query(`CREATE TABLE inquiry_conversations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      customer_id uuid NOT NULL,
      subject text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_message_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX inquiry_conversations_business ON inquiry_conversations (business_id, created_at)');
    await q.query('CREATE INDEX inquiry_conversations_customer ON inquiry_conversations (customer_id, created_at)');
    // is_read: whether the recipient (the other side of sender_type) has read it — set when they reply.
    await q.query(`CREATE TABLE inquiry_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      conversation_id uuid NOT NULL REFERENCES inquiry_conversations (id) ON DELETE CASCADE,
      sender_type text NOT NULL CHECK (sender_type IN ('customer', 'business')),
      sender_id uuid NOT NULL,
      message text NOT NULL,
      is_read boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query('CREATE INDEX inquiry_messages_conversation ON inquiry_messages (conversation_id, created_at)');
  }

  async down(q: QueryRunner) {
    for (const t of ['inquiry_messages', 'inquiry_conversations', 'appointments', 'favorites', 'reviews', 'businesses']) {
      await q.query(`DROP TABLE ${t}`);
    }
  }
}
