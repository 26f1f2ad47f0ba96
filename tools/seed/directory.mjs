// Demo directory for `npm start` on an empty database. Uses only the public HTTP API,
// exactly as people would: demo business owners sign up and each creates one business (clinics set
// hours and bookable slots), a few switch premium on, demo pet owners post reviews. Skips everything
// when the directory already has businesses.
//
//   import { seedDirectory } from './seed/directory.mjs';
//   await seedDirectory('http://127.0.0.1:3000');   // → { seeded: <n businesses>, skipped: boolean }
//
// Logins: demo_owner_1 … demo_owner_N (business owners) and demo_pet_1 … demo_pet_6 (pet owners), all
// with the password from SEED_PASSWORD (default 'pawpals-demo-1').

const PASSWORD = process.env.SEED_PASSWORD || 'pawpals-demo-1';

const CITIES = [
  { city: 'Austin', state: 'TX', zip: '78701', lat: 30.2672, lng: -97.7431, area: '512' },
  { city: 'Portland', state: 'OR', zip: '97205', lat: 45.5152, lng: -122.6784, area: '503' },
  { city: 'Denver', state: 'CO', zip: '80202', lat: 39.7392, lng: -104.9903, area: '303' },
  { city: 'Seattle', state: 'WA', zip: '98101', lat: 47.6062, lng: -122.3321, area: '206' },
  { city: 'Chicago', state: 'IL', zip: '60601', lat: 41.8781, lng: -87.6298, area: '312' },
  { city: 'Miami', state: 'FL', zip: '33131', lat: 25.7617, lng: -80.1918, area: '305' },
  { city: 'San Diego', state: 'CA', zip: '92101', lat: 32.7157, lng: -117.1611, area: '619' },
  { city: 'Boston', state: 'MA', zip: '02108', lat: 42.3601, lng: -71.0589, area: '617' },
];

const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Park Blvd', 'River Rd', 'Elm St', 'Lakeview Ave'];

/** Per category: name patterns, description, services, pricing and price range, varied by index. */
const CATALOGUE = {
  groomer: {
    names: ['Pampered Paws Grooming', 'Sudsy Tails Spa', 'The Dapper Dog Salon', 'Fluff & Buff Grooming'],
    description: 'Full-service grooming for dogs and cats of every size, with gentle handling and hypoallergenic shampoos.',
    services: 'Bath & brush, breed-specific haircuts, nail trims, teeth brushing, de-shedding treatment',
    pricing: ['Bath from $35, full groom from $65', 'Small dogs from $45, large dogs from $80', 'Nail trim $15, full groom from $55'],
    ranges: ['moderate', 'premium', 'budget'],
  },
  pet_store: {
    names: ['Happy Tails Pet Supply', 'The Wagging Bowl', 'Whiskers & Wags Market', 'Neighborhood Pet Pantry'],
    description: 'Locally owned pet store with natural foods, toys, treats and friendly advice from staff who own pets too.',
    services: 'Premium and raw food, toys, beds, aquarium supplies, free local delivery, self-serve dog wash',
    pricing: ['Loyalty card: every 10th bag free', 'Everyday low prices on food and litter', 'Free delivery over $49'],
    ranges: ['budget', 'moderate', 'premium'],
  },
  park: {
    names: ['Riverside Off-Leash Park', 'Sunny Meadow Dog Park', 'Barkwood Commons', 'Lakeside Bark Park'],
    description: 'Fenced off-leash park with separate areas for small and large dogs, shade, benches and water stations.',
    services: 'Off-leash areas, agility equipment, water fountains, waste stations, weekend puppy meetups',
    pricing: ['Free to the public', 'Free; annual tag $10 for residents', 'Free entry'],
    ranges: ['budget', 'budget', 'budget'],
  },
  veterinarian: {
    names: ['Companion Animal Hospital', 'Healing Paws Veterinary Clinic', 'City Pet Wellness Center', 'Gentle Care Vets'],
    description: 'Compassionate veterinary care: wellness exams, vaccines, dentistry and surgery, with same-day sick visits.',
    services: 'Wellness exams, vaccinations, spay/neuter, dental cleaning, microchipping, urgent care',
    pricing: ['Exam $65, vaccines from $25', 'Wellness plans from $30/month', 'Exam $55, dental from $250'],
    ranges: ['moderate', 'premium', 'moderate'],
  },
};

/** A clinic's week: Monday–Friday 08:00–18:00, Saturday 09:00–13:00, closed Sunday (local to its state). */
const CLINIC_HOURS = [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, open: '08:00', close: '18:00' })),
  { day: 6, open: '09:00', close: '13:00' },
];

const PET_OWNERS = [
  ['Emma', 'Johnson'],
  ['Liam', 'Garcia'],
  ['Olivia', 'Martinez'],
  ['Noah', 'Brown'],
  ['Ava', 'Davis'],
  ['Mason', 'Wilson'],
];
const OWNER_NAMES = ['Sarah', 'David', 'Maria', 'James', 'Linda', 'Robert', 'Karen', 'Michael', 'Susan', 'Daniel', 'Nancy', 'Paul'];
const COMMENTS = {
  5: ['Absolutely wonderful, my dog loves it here!', 'Best in town. Friendly, careful and on time.', 'Could not be happier. Highly recommend.'],
  4: ['Very good experience, will come back.', 'Great staff, a little busy on weekends.', 'Solid choice, fair prices.'],
  3: ['Okay overall, nothing special.', 'Decent, but we waited a while.', null],
};

/** Builds the demo businesses: every category in every city, slightly spread around the centre. */
export function demoBusinesses() {
  const list = [];
  CITIES.forEach((c, ci) => {
    Object.entries(CATALOGUE).forEach(([category, info], ki) => {
      const i = (ci + ki) % info.names.length;
      const variant = (ci + ki) % 3;
      const slug = `${info.names[i]} ${c.city}`.toLowerCase().replace(/[^a-z0-9]+/g, '');
      list.push({
        name: ci < 4 ? info.names[i] : `${info.names[i]} of ${c.city}`,
        category,
        description: info.description,
        address: `${100 + ci * 37 + ki * 211} ${STREETS[(ci + ki) % STREETS.length]}`,
        city: c.city,
        state: c.state,
        zipCode: c.zip,
        phone: `(${c.area}) 555-${String(1000 + ci * 40 + ki * 7).padStart(4, '0')}`,
        websiteUrl: `https://${slug}.example.com`,
        services: info.services,
        pricing: info.pricing[variant],
        priceRange: info.ranges[variant],
        latitude: Number((c.lat + ((ki % 2 ? 1 : -1) * (0.01 + 0.012 * ki))).toFixed(5)),
        longitude: Number((c.lng + ((ki < 2 ? 1 : -1) * (0.015 + 0.01 * ci % 3))).toFixed(5)),
      });
    });
  });
  return list;
}

async function call(baseUrl, method, path, { cookie, body } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const data = text ? JSON.parse(text) : null;
  return { status: res.status, data, cookie: res.headers.getSetCookie?.().find((c) => c.startsWith('pawpals.sid='))?.split(';')[0] };
}

/** Signs a demo account up, or logs in when it already exists (a seed interrupted earlier). */
async function account(baseUrl, username, firstName, lastName, accountType) {
  const signup = await call(baseUrl, 'POST', '/api/signup', {
    body: { firstName, lastName, username, email: `${username}@demo.pawpals.example`, password: PASSWORD, confirmPassword: PASSWORD, accountType },
  });
  if (signup.status === 201) return signup.cookie;
  const login = await call(baseUrl, 'POST', '/api/login/local', { body: { emailOrUsername: username, password: PASSWORD } });
  if (login.status !== 200 || !login.cookie) throw new Error(`demo account ${username}: sign-up ${signup.status}, login ${login.status}`);
  return login.cookie;
}

/** Runs fn over items, `width` at a time (sign-up hashing is the slow part), keeping the order of results. */
async function inParallel(items, width, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

export async function seedDirectory(baseUrl) {
  const existing = await call(baseUrl, 'GET', '/api/businesses?limit=1');
  if (existing.status !== 200) throw new Error(`GET /api/businesses answered ${existing.status}`);
  if (existing.data.length) return { seeded: 0, skipped: true };

  const businesses = demoBusinesses();
  const created = await inParallel(businesses, 4, async (business, i) => {
    const cookie = await account(baseUrl, `demo_owner_${i + 1}`, OWNER_NAMES[i % OWNER_NAMES.length], 'Owner', 'business_owner');
    let res = await call(baseUrl, 'POST', '/api/businesses', { cookie, body: business });
    if (res.status === 409) res = await call(baseUrl, 'GET', '/api/my-business', { cookie });
    else if (res.status !== 201) throw new Error(`creating ${business.name}: ${res.status} ${JSON.stringify(res.data)}`);
    return { ...res.data, cookie };
  });
  // Demo clinics keep hours and take 30-minute slots, so their booking dialog shows the slot picker.
  await inParallel(
    created.filter((b) => b.category === 'veterinarian'),
    4,
    async (b) => {
      for (const [path, body] of [
        ['/api/my-business/hours', { weekly: CLINIC_HOURS, closures: [] }],
        ['/api/my-business/booking', { slotMinutes: 30, enabled: true }],
      ]) {
        const res = await call(baseUrl, 'PUT', path, { cookie: b.cookie, body });
        if (res.status !== 200) throw new Error(`${b.name}: PUT ${path} answered ${res.status} ${JSON.stringify(res.data)}`);
      }
    },
  );
  // A few featured listings: one per city, rotating through the categories.
  for (const [i, b] of created.entries()) {
    if (i % 5 === 0) await call(baseUrl, 'PUT', `/api/businesses/${b.id}`, { cookie: b.cookie, body: { isPremium: 1 } });
  }
  const reviewers = await inParallel(PET_OWNERS, 4, ([first, last], i) => account(baseUrl, `demo_pet_${i + 1}`, first, last, 'pet_owner'));
  for (const [bi, b] of created.entries()) {
    const count = bi % 4; // 0–3 reviews per business
    for (let r = 0; r < count; r++) {
      const rating = [5, 4, 5, 3, 4][(bi + r) % 5];
      const comments = COMMENTS[rating];
      await call(baseUrl, 'POST', '/api/reviews', {
        cookie: reviewers[(bi + r) % reviewers.length],
        body: { businessId: b.id, rating, comment: comments[(bi + r) % comments.length] },
      });
    }
  }
  return { seeded: created.length, skipped: false };
}
