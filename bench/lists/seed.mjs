// Set-based seeding of the lists bench (bench/lists/run.mjs): a million members, a million businesses,
// 200 000 active approved lost & found posts over the US, and 2 500+ rows in each smaller list, written
// straight into each service's database after its migrations ran (INSERT … SELECT generate_series, no
// row-by-row HTTP). Ids are derived from the row number (md5('member' || i)::uuid, …), so every database
// agrees on who is who without reading another's tables, as the events would have made them agree.
//
// Each big table is loaded like a restore: its secondary indexes (the service's own definitions, read
// from the catalogue) are dropped, the rows inserted, the indexes built again once, then VACUUM ANALYZE.

export const memberId = (i) => `md5('member' || (${i}))::uuid`;
export const businessId = (i) => `md5('business' || (${i}))::uuid`;
export const postId = (i) => `md5('post' || (${i}))::uuid`;

const sqlText = (s) => `'${s.replace(/'/g, "''")}'`;
const sqlArray = (xs) => `ARRAY[${xs.map(sqlText).join(',')}]`;
/** The element of `xs` (a JS array, inlined) picked by the SQL integer expression `index` (0-based, any size). */
const pick = (xs, index) => `(${sqlArray(xs)})[1 + ((${index}) % ${xs.length})]`;

export const ADJECTIVES = [
  'happy',
  'golden',
  'furry',
  'loyal',
  'gentle',
  'sunny',
  'lucky',
  'cozy',
  'playful',
  'noble',
  'brave',
  'clever',
  'fuzzy',
  'jolly',
  'swift',
  'tiny',
  'grand',
  'wild',
  'calm',
  'royal',
];
const NOUNS = [
  'paws',
  'tails',
  'whiskers',
  'bones',
  'barks',
  'purrs',
  'snouts',
  'hounds',
  'kittens',
  'pups',
  'critters',
  'friends',
  'buddies',
  'pals',
  'meadows',
  'acres',
  'corner',
  'den',
  'nest',
  'trail',
];
const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Ana',
  'Wei',
  'Mei',
  'Ahmed',
  'Fatima',
  'Raj',
  'Priya',
  'Olu',
  'Ada',
  'Sven',
  'Ingrid',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Nguyen',
  'Chen',
  'Okafor',
  'Patel',
  'Kim',
  'Larsen',
  'Novak',
  'Rossi',
  'Silva',
];
const DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'icloud.com',
  'example.org',
  'proton.me',
  'aol.com',
  'hotmail.com',
];

// 40 US cities; posts and businesses gather around them (the board's "near me" and the map's street zoom).
export const CITIES = [
  ['New York', 'NY', 40.7128, -74.006],
  ['Los Angeles', 'CA', 34.0522, -118.2437],
  ['Chicago', 'IL', 41.8781, -87.6298],
  ['Houston', 'TX', 29.7604, -95.3698],
  ['Phoenix', 'AZ', 33.4484, -112.074],
  ['Philadelphia', 'PA', 39.9526, -75.1652],
  ['San Antonio', 'TX', 29.4241, -98.4936],
  ['San Diego', 'CA', 32.7157, -117.1611],
  ['Dallas', 'TX', 32.7767, -96.797],
  ['San Jose', 'CA', 37.3382, -121.8863],
  ['Austin', 'TX', 30.2672, -97.7431],
  ['Jacksonville', 'FL', 30.3322, -81.6557],
  ['Columbus', 'OH', 39.9612, -82.9988],
  ['Charlotte', 'NC', 35.2271, -80.8431],
  ['Indianapolis', 'IN', 39.7684, -86.1581],
  ['Seattle', 'WA', 47.6062, -122.3321],
  ['Denver', 'CO', 39.7392, -104.9903],
  ['Washington', 'DC', 38.9072, -77.0369],
  ['Boston', 'MA', 42.3601, -71.0589],
  ['Nashville', 'TN', 36.1627, -86.7816],
  ['Detroit', 'MI', 42.3314, -83.0458],
  ['Portland', 'OR', 45.5152, -122.6784],
  ['Las Vegas', 'NV', 36.1699, -115.1398],
  ['Memphis', 'TN', 35.1495, -90.049],
  ['Louisville', 'KY', 38.2527, -85.7585],
  ['Baltimore', 'MD', 39.2904, -76.6122],
  ['Milwaukee', 'WI', 43.0389, -87.9065],
  ['Albuquerque', 'NM', 35.0844, -106.6504],
  ['Tucson', 'AZ', 32.2226, -110.9747],
  ['Fresno', 'CA', 36.7378, -119.7871],
  ['Sacramento', 'CA', 38.5816, -121.4944],
  ['Atlanta', 'GA', 33.749, -84.388],
  ['Miami', 'FL', 25.7617, -80.1918],
  ['Raleigh', 'NC', 35.7796, -78.6382],
  ['Omaha', 'NE', 41.2565, -95.9345],
  ['Minneapolis', 'MN', 44.9778, -93.265],
  ['Tampa', 'FL', 27.9506, -82.4572],
  ['New Orleans', 'LA', 29.9511, -90.0715],
  ['Cleveland', 'OH', 41.4993, -81.6944],
  ['Pittsburgh', 'PA', 40.4406, -79.9959],
];
const citiesCte = () =>
  `cities(idx, city, state, lat, lng) AS (VALUES ${CITIES.map(([c, s, lat, lng], i) => `(${i}, ${sqlText(c)}, ${sqlText(s)}, ${lat}::float8, ${lng}::float8)`).join(',')})`;

const BREEDS = [
  'labrador retriever',
  'golden retriever',
  'german shepherd',
  'beagle',
  'bulldog',
  'poodle',
  'husky',
  'chihuahua',
  'dachshund',
  'boxer',
  'pit bull mix',
  'border collie',
];
const CAT_BREEDS = ['domestic shorthair', 'maine coon', 'siamese', 'tabby', 'persian', 'ragdoll'];
const COLOURS = [
  'black',
  'white',
  'brown',
  'tan',
  'grey',
  'orange',
  'black and white',
  'brindle',
  'cream',
  'tricolor',
];
const PET_NAMES = [
  'Max',
  'Bella',
  'Charlie',
  'Luna',
  'Cooper',
  'Daisy',
  'Milo',
  'Lucy',
  'Rocky',
  'Bailey',
  'Oliver',
  'Sadie',
  'Teddy',
  'Nala',
  'Buster',
  'Coco',
  'Zeus',
  'Pepper',
  'Gizmo',
  'Willow',
  'Biscuit',
  'Maple',
  'Shadow',
  'Ziggy',
];
const STREETS = [
  'Maple St',
  'Oak Ave',
  'Elm St',
  'Main St',
  'Park Blvd',
  'Cedar Ln',
  'Pine St',
  'Washington Ave',
  'Lake Dr',
  'Hill Rd',
  '5th Ave',
  'Broadway',
];
const DESCRIPTIONS = [
  'Slipped out of the yard while the gate was open. Very friendly but shy with strangers.',
  'Ran off during fireworks, may be scared and hiding. Please call if you see them.',
  'Found wandering near the park, no tags, well fed and friendly. Keeping safe until the owner is found.',
  'Last seen chasing a squirrel by the school. Has a small scar on the left ear.',
  'Escaped from the car at the gas station. Answers to their name, loves treats.',
  'Spotted near the bus stop in the evening, limping slightly, approachable.',
];
// A ThumbHash of a photo is ~25 base64 characters; each post has one photo like a phone upload.
const PLACEHOLDER = '3OcRJYB4d3h/iIeHeEh3eIhw+j2w';

/** Drops `table`'s secondary indexes (not those behind constraints) and answers a function building them again. */
async function withoutIndexes(db, table) {
  const { rows } = await db.query(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)`,
    [table],
  );
  for (const { name } of rows) await db.query(`DROP INDEX ${name}`);
  return async () => {
    for (const { definition } of rows) await db.query(definition);
  };
}

/** Inserts with `sql` into `table` as a bulk load: indexes built once afterwards, then VACUUM ANALYZE. */
async function bulkLoad(db, table, sql) {
  const rebuild = await withoutIndexes(db, table);
  await db.query(sql);
  await rebuild();
  await db.query(`VACUUM (ANALYZE) ${table}`);
}

const session = async (db) => {
  await db.query("SET maintenance_work_mem = '256MB'");
  await db.query('SET synchronous_commit = off');
  await db.query('SELECT setseed(0.29)');
};

/** The member row `i` (1-based) as every service's projection knows them: names, username, email, registered time. */
const memberColumns = (n) => `
  ${memberId('i')} AS id,
  ${pick(FIRST, 'i * 7')} AS first_name,
  ${pick(LAST, 'i * 13')} AS last_name,
  ${pick(ADJECTIVES, 'i')} || ${pick(NOUNS, 'i / 20')} || i AS username,
  ${pick(ADJECTIVES, 'i')} || '.' || ${pick(NOUNS, 'i / 20')} || i || '@' || ${pick(DOMAINS, 'i / 3')} AS email,
  now() - (${n} - i) * interval '90 seconds' - interval '1 hour' AS registered_at`;

/**
 * The counts the lists need: `members` members (the first `owners` own business i), `businesses`
 * businesses, `posts` active approved posts, and `extra` rows in each small list (reviews of business 1,
 * notifications of `memberUserId`, pending posts, reports, appointments).
 */
export async function seedIdentity(db, { members, owners }) {
  await session(db);
  await bulkLoad(
    db,
    'users',
    `INSERT INTO users (id, first_name, last_name, username, email, password_hash, account_type, created_at, email_verified_at)
     SELECT m.id, m.first_name, m.last_name, m.username, m.email, '!seeded-no-password', CASE WHEN i <= ${owners} THEN 'business_owner' ELSE 'pet_owner' END,
            m.registered_at, m.registered_at
       FROM generate_series(1, ${members}) AS i, LATERAL (SELECT ${memberColumns(members)}) m`,
  );
}

/** svc-admin's read model: user_profiles (what GET /api/admin/users reads), rm_businesses, rm_pet_posts, rm_reviews, rm_appointments, and the report queue. */
export async function seedAdmin(db, { members, owners, businesses, posts, extra }) {
  await session(db);
  await bulkLoad(
    db,
    'user_profiles',
    `INSERT INTO user_profiles (user_id, first_name, last_name, username, email, account_type, registered_at)
     SELECT m.id, m.first_name, m.last_name, m.username, m.email, CASE WHEN i <= ${owners} THEN 'business_owner' ELSE 'pet_owner' END, m.registered_at
       FROM generate_series(1, ${members}) AS i, LATERAL (SELECT ${memberColumns(members)}) m`,
  );
  await bulkLoad(
    db,
    'rm_businesses',
    `INSERT INTO rm_businesses (business_id, owner_id, name, category, city, price_range, is_premium, updated_at, created_at)
     SELECT ${businessId('i')}, CASE WHEN i <= ${owners} THEN ${memberId('i')} END, ${businessName('i')},
            ${pick(['groomer', 'pet_store', 'park', 'veterinarian'], 'i / 40')}, ${pick(
              CITIES.map((c) => c[0]),
              'i',
            )},
            ${pick(['budget', 'moderate', 'premium'], 'i / 7')}, i % 50 = 0, now(), now() - (${businesses} - i) * interval '60 seconds'
       FROM generate_series(1, ${businesses}) AS i`,
  );
  await bulkLoad(
    db,
    'rm_pet_posts',
    `INSERT INTO rm_pet_posts (post_id, user_id, type, pet_name, approval_status, status, updated_at, created_at)
     SELECT ${postId('i')}, ${memberId(`1 + (i * 7919) % ${members}`)}, CASE WHEN i % 5 < 3 THEN 'lost' ELSE 'found' END, ${pick(PET_NAMES, 'i')},
            CASE WHEN i > ${posts} THEN 'pending' ELSE 'approved' END, 'active', now(), now() - ((${posts + extra} - i) * interval '35 seconds')
       FROM generate_series(1, ${posts + extra}) AS i`,
  );
  await db.query(
    `INSERT INTO rm_reviews (review_id, user_id, business_id, rating)
     SELECT md5('review' || i)::uuid, ${memberId(`${owners} + i`)}, ${businessId(1)}, 1 + (i * 37) % 5 FROM generate_series(1, ${extra}) AS i`,
  );
  await db.query(
    `INSERT INTO rm_appointments (appointment_id, business_id, requested_at)
     SELECT md5('appointment' || i)::uuid, ${businessId(`1 + (i * 104729) % ${businesses}`)}, now() - i * interval '17 minutes' FROM generate_series(1, ${extra}) AS i`,
  );
  // Pending reports naming real content: a business, a review of business 1, or an approved post.
  await db.query(
    `INSERT INTO reported_content (content_type, content_id, reason, status, reporter_id, created_at)
     SELECT (ARRAY['business','review','lost_found_pet'])[1 + i % 3],
            CASE i % 3 WHEN 0 THEN ${businessId(`1 + (i * 7) % ${businesses}`)} WHEN 1 THEN md5('review' || (1 + i % ${extra}))::uuid ELSE ${postId(`1 + (i * 11) % ${posts}`)} END,
            ${pick(['Spam or advertising', 'Offensive language', 'Looks like a scam', 'Wrong information', 'Duplicate post'], 'i')},
            'pending', ${memberId(`1 + (i * 31) % ${members}`)}, now() - i * interval '3 minutes'
       FROM generate_series(1, ${extra}) AS i`,
  );
  await db.query('ANALYZE');
}

const businessName = (i) =>
  `initcap(${pick(ADJECTIVES, i)}) || ' ' || initcap(${pick(NOUNS, `${i} / 20`)}) || ' ' || ${pick(['Grooming', 'Pet Supply', 'Dog Park', 'Animal Hospital'], `${i} / 40`)} || ' #' || ${i}`;

/** svc-directory: the members it knows (user_profiles: owners' emails, review authors), the businesses, reviews of business 1, appointments. */
export async function seedDirectory(db, { members, owners, businesses, extra }) {
  await session(db);
  await bulkLoad(
    db,
    'user_profiles',
    `INSERT INTO user_profiles (user_id, first_name, last_name, username, email, account_type, registered_at)
     SELECT m.id, m.first_name, m.last_name, m.username, m.email, CASE WHEN i <= ${owners} THEN 'business_owner' ELSE 'pet_owner' END, m.registered_at
       FROM generate_series(1, ${members}) AS i, LATERAL (SELECT ${memberColumns(members)}) m`,
  );
  await bulkLoad(
    db,
    'businesses',
    `WITH ${citiesCte()},
     src AS (SELECT i, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5 FROM generate_series(1, ${businesses}) AS i)
     INSERT INTO businesses (id, owner_id, name, category, description, city, state, zip_code, phone, website_url, services, pricing,
                             price_range, latitude, longitude, location_precision, avg_rating, review_count, is_premium, created_at, updated_at)
     SELECT ${businessId('i')}, CASE WHEN i <= ${owners} THEN ${memberId('i')} END, ${businessName('i')},
            ${pick(['groomer', 'pet_store', 'park', 'veterinarian'], 'i / 40')},
            ${pick(['Friendly local team caring for dogs and cats since 1998.', 'Organic products, raw food and eco-friendly toys.', 'Open late on weekdays; walk-ins welcome.', 'Family owned; we treat every pet like our own.'], 'i / 3')},
            c.city, c.state, lpad(((i * 37) % 99999)::text, 5, '0'), '(555) 555-' || lpad((i % 10000)::text, 4, '0'),
            'https://business' || i || '.example.com', 'Services of business ' || i, 'From $' || (10 + i % 90),
            (ARRAY['budget','moderate','premium'])[1 + floor(r1 * 3)::int],
            CASE WHEN r2 < 0.1 THEN NULL ELSE c.lat + (r3 - 0.5) * 0.7 END, CASE WHEN r2 < 0.1 THEN NULL ELSE c.lng + (r4 - 0.5) * 0.7 END,
            CASE WHEN r2 < 0.1 THEN NULL ELSE 'street' END,
            CASE WHEN r5 < 0.15 THEN 0 ELSE round((1 + r5 * 4)::numeric, 2)::float8 END, CASE WHEN r5 < 0.15 THEN 0 ELSE 1 + (i % 80) END,
            i % 50 = 0, now() - (${businesses} - i) * interval '60 seconds', now()
       FROM src JOIN cities c ON c.idx = src.i % ${CITIES.length}`,
  );
  await db.query(
    `INSERT INTO reviews (id, business_id, user_id, rating, comment, created_at, helpful_count)
     SELECT md5('review' || i)::uuid, ${businessId(1)}, ${memberId(`${owners} + i`)}, 1 + (i * 37) % 5,
            ${pick(['Great staff, my dog loved it.', 'A bit pricey but worth it.', 'Booked online, quick and easy.', 'Would not come back, long wait.', 'Clean, calm and kind with our anxious cat.'], 'i')},
            now() - i * interval '41 minutes', (i * 13) % 7
       FROM generate_series(1, ${extra}) AS i`,
  );
  await db.query(
    `UPDATE businesses SET (avg_rating, review_count) = (SELECT round(avg(rating), 2)::float8, count(*)::int FROM reviews WHERE business_id = ${businessId(1)})
      WHERE id = ${businessId(1)}`,
  );
  await db.query(
    `INSERT INTO appointments (id, business_id, user_id, appointment_date, status, pet_name, reason, created_at, updated_at)
     SELECT md5('appointment' || i)::uuid, ${businessId(`1 + (i * 104729) % ${businesses}`)}, ${memberId(`1 + (i * 31) % ${members}`)},
            now() + (i - ${extra / 2}) * interval '29 minutes', ${pick(['pending', 'confirmed', 'completed', 'cancelled'], 'i')},
            ${pick(PET_NAMES, 'i')}, ${pick(['Annual check-up', 'Vaccination', 'Full groom', 'Nail trim', 'Dental cleaning'], 'i')},
            now() - i * interval '17 minutes', now() - i * interval '17 minutes'
       FROM generate_series(1, ${extra}) AS i`,
  );
  await db.query('ANALYZE');
}

/**
 * svc-pets: `posts` active approved posts, then `extra` pending ones, as createLostFoundPet writes them
 * (the generated search_text is the table's own: lower(pet name, breed, colour, description, collar, species,
 * place)). Places: most around the 40 cities (a pin the poster dropped: 'pin'; geocoded from the place text:
 * 'street' or the city centre 'city'), a share anywhere over the contiguous US, a few without coordinates.
 */
export async function seedPets(db, { members, posts, extra }) {
  await session(db);
  const total = posts + extra;
  await bulkLoad(
    db,
    'lost_found_posts',
    `WITH ${citiesCte()},
     src AS (SELECT i, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6, random() AS r7
               FROM generate_series(1, ${total}) AS i),
     placed AS (
       SELECT src.*, c.city, c.state,
              CASE WHEN r1 < 0.04 THEN NULL ELSE 'x' END AS has_place,
              CASE WHEN r1 < 0.04 THEN NULL WHEN r1 < 0.16 THEN 'city' WHEN r1 < 0.40 THEN 'street' ELSE 'pin' END AS precision,
              CASE WHEN r1 < 0.16 THEN c.lat WHEN r1 < 0.85 THEN c.lat + (r2 + r3 + r4 - 1.5) * 0.25 ELSE 25 + r5 * 24 END AS lat,
              CASE WHEN r1 < 0.16 THEN c.lng WHEN r1 < 0.85 THEN c.lng + (r5 + r6 + r7 - 1.5) * 0.3 ELSE -124 + r6 * 57 END AS lng
         FROM src JOIN cities c ON c.idx = (src.i * 7) % ${CITIES.length})
     INSERT INTO lost_found_posts (id, user_id, type, status, approval_status, pet_name, breed, color, species, size, sex, microchipped,
                                   description, collar_info, last_seen_location, last_seen_date, photo_url, photo_urls, photo_placeholders,
                                   contact_info, contact_preference, latitude, longitude, location_precision, created_at, updated_at, moderated_at)
     SELECT ${postId('i')}, ${memberId(`1 + (i * 7919) % ${members}`)}, CASE WHEN i % 5 < 3 THEN 'lost' ELSE 'found' END, 'active',
            CASE WHEN i > ${posts} THEN 'pending' ELSE 'approved' END,
            CASE WHEN i % 5 >= 3 AND i % 2 = 0 THEN NULL ELSE ${pick(PET_NAMES, 'i')} END,
            CASE WHEN i % 4 = 3 THEN ${pick(CAT_BREEDS, 'i / 4')} ELSE ${pick(BREEDS, 'i / 3')} END,
            ${pick(COLOURS, 'i / 11')}, CASE WHEN i % 4 = 3 THEN 'cat' ELSE 'dog' END,
            ${pick(['small', 'medium', 'large'], 'i / 5')}, ${pick(['male', 'female', 'unknown'], 'i / 2')}, ${pick(['yes', 'no', 'unknown'], 'i / 9')},
            ${pick(DESCRIPTIONS, 'i / 6')}, CASE WHEN i % 3 = 0 THEN ${pick(['red collar with a bell', 'blue harness', 'no collar', 'green tag'], 'i / 3')} END,
            'Near ' || ${pick(STREETS, 'i / 13')} || ', ' || city || ', ' || state, now() - (i % 30) * interval '1 day',
            '/objects/' || md5('photo' || i)::uuid, ARRAY['/objects/' || md5('photo' || i)::uuid], ARRAY[${sqlText(PLACEHOLDER)}],
            '(555) 010-' || lpad((i % 10000)::text, 4, '0'), CASE WHEN i % 2 = 0 THEN 'messages' ELSE 'phone' END,
            CASE WHEN has_place IS NULL THEN NULL ELSE round(lat::numeric, 6)::float8 END, CASE WHEN has_place IS NULL THEN NULL ELSE round(lng::numeric, 6)::float8 END,
            precision,
            now() - ((${total} - i) * interval '35 seconds'), now() - ((${total} - i) * interval '35 seconds'),
            CASE WHEN i > ${posts} THEN NULL ELSE now() - ((${total} - i) * interval '35 seconds') END
       FROM placed`,
  );
  await db.query('ANALYZE');
}

/** svc-notifications: `extra` notifications of one member (their bell's list), a fifth unread. */
export async function seedNotifications(db, { userId, extra }) {
  await session(db);
  await db.query(
    `INSERT INTO notifications (user_id, title, message, link, is_read, created_at)
     SELECT $1::uuid, ${pick(['New review', 'Appointment confirmed', 'A pet was found near you', 'New message', 'Post approved'], 'i')},
            'Something happened that you may want to look at (' || i || ').', '/account', i % 5 <> 0, now() - i * interval '23 minutes'
       FROM generate_series(1, ${extra}) AS i`,
    [userId],
  );
  await db.query('ANALYZE notifications');
}
