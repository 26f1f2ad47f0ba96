/**
 * Demo lost & found posts for an empty system: a dozen approved posts with drawn portraits,
 * created the way people create them — demo posters sign up, upload each photo through the real
 * upload path, post, and the configured admin approves through the admin route.
 *
 *   import { seedPets } from './seed/pets.mjs';
 *   await seedPets('http://localhost:3000', { adminUsername, adminPassword });
 *
 * Skips when GET /api/lost-found-pets already lists anything. Demo posters get random passwords
 * (nobody signs in as them) and a random suffix, so a run interrupted half-way can simply run again.
 */
import { randomBytes } from 'node:crypto';
import { petPortrait } from './pet-art.mjs';

const DAY = 86_400_000;

const POSTERS = [
  { firstName: 'Maria', lastName: 'Lopez' },
  { firstName: 'James', lastName: 'Carter' },
  { firstName: 'Aisha', lastName: 'Khan' },
  { firstName: 'Tom', lastName: 'Becker' },
];

/** Each post with its portrait; daysAgo sets the last-seen date. Phone numbers are in the fictional 555-01xx range. */
export const DEMO_PETS = [
  {
    poster: 0, type: 'lost', petName: 'Biscuit', breed: 'Beagle', color: 'Tan, white and black',
    description: 'Friendly beagle, answers to Biscuit. Slipped his leash chasing a squirrel. Very food motivated — a treat will bring him close.',
    collarInfo: 'Red collar with a bone-shaped tag', lastSeenLocation: 'Riverside Park, east gate, Austin TX', pin: [30.2405, -97.727], daysAgo: 2, contactInfo: '(512) 555-0142',
    art: { species: 'dog', fur: '#c98b4f', ear: '#7a4a26', patch: '#ffffff', background: ['#fde8c8', '#f7c59f'] },
  },
  {
    poster: 1, type: 'found', petName: null, breed: 'Tabby', color: 'Grey with dark stripes',
    description: 'Found a grey tabby cat hiding under our porch. Calm, well fed and clearly someone\'s pet. Keeping her indoors until we find the owner.',
    collarInfo: 'No collar', lastSeenLocation: 'Maple Street & 4th Ave, Austin TX', pin: [30.266, -97.737], daysAgo: 1, contactInfo: '(512) 555-0178',
    art: { species: 'cat', fur: '#9a9a9f', stripes: '#5d5d63', background: ['#dff3ea', '#b7e0cf'] },
  },
  {
    poster: 2, type: 'lost', petName: 'Kiwi', breed: 'Green-cheeked parakeet', color: 'Green with yellow belly',
    description: 'Our parakeet Kiwi flew out of an open window. She whistles back if you whistle and likes to land on shoulders.',
    collarInfo: 'Leg band, blue', lastSeenLocation: 'Zilker Botanical Garden, Austin TX', pin: [30.267, -97.7687], daysAgo: 3, contactInfo: '(512) 555-0119',
    art: { species: 'bird', body: '#5bbf6a', belly: '#f4e27a', wing: '#3d8f4a', background: ['#dcefff', '#a9d3f5'] },
  },
  {
    poster: 3, type: 'lost', petName: 'Luna', breed: 'Siamese', color: 'Cream with dark points',
    description: 'Indoor cat, escaped during a move. Very vocal, blue eyes, a little nervous around strangers. Please call rather than chase her.',
    collarInfo: 'Pink breakaway collar with a bell', lastSeenLocation: 'Hyde Park, Avenue B, Austin TX', pin: [30.305, -97.729], daysAgo: 5, contactInfo: '(512) 555-0163',
    art: { species: 'cat', fur: '#efe3cf', inner: '#c9a18a', eye: '#6fb3e8', stripes: '#6b5444', background: ['#fbe7ef', '#f2c3d3'] },
  },
  {
    poster: 0, type: 'found', petName: null, breed: 'Labrador mix', color: 'Black',
    description: 'Young black lab mix found running along the trail, very sweet and playful. Has been checked for a microchip — none found.',
    collarInfo: 'Green nylon collar, no tag', lastSeenLocation: 'Shoal Creek Trail near 24th St, Austin TX', pin: [30.288, -97.75], daysAgo: 1, contactInfo: '(512) 555-0142',
    art: { species: 'dog', fur: '#3b3b40', ear: '#232326', muzzle: '#5a5a60', background: ['#e3f1d9', '#bfdcaa'] },
  },
  {
    poster: 1, type: 'lost', petName: 'Clover', breed: 'Holland Lop rabbit', color: 'Cream and white',
    description: 'Clover got out of her backyard pen. Floppy ears, very gentle. She may hide in hedges or under cars; lettuce usually works.',
    collarInfo: 'No collar', lastSeenLocation: 'Mueller Lake Park, Austin TX', pin: [30.298, -97.706], daysAgo: 4, contactInfo: '(512) 555-0178',
    art: { species: 'rabbit', fur: '#eadcc6', background: ['#e8e4fb', '#c9c1f1'] },
  },
  {
    poster: 2, type: 'lost', petName: 'Rocky', breed: 'Border Collie', color: 'Black and white',
    description: 'Rocky bolted during fireworks. Microchipped. Very smart but scared of loud noises right now — please don\'t chase, call us.',
    collarInfo: 'Blue collar with name and phone on the tag', lastSeenLocation: 'South Congress Ave & Oltorf St, Austin TX', pin: [30.242, -97.751], daysAgo: 6, contactInfo: '(512) 555-0119',
    art: { species: 'dog', fur: '#2f2f33', ear: '#1f1f22', muzzle: '#ffffff', patch: '#ffffff', background: ['#fff3c4', '#ffd98a'] },
  },
  {
    poster: 3, type: 'found', petName: null, breed: 'Orange tabby', color: 'Orange',
    description: 'Friendly orange tabby has been visiting our yard for two days and seems lost. Neutered male, very affectionate.',
    collarInfo: 'No collar', lastSeenLocation: 'Travis Heights, Sunset Lane, Austin TX', pin: [30.247, -97.74], daysAgo: 2, contactInfo: '(512) 555-0163',
    art: { species: 'cat', fur: '#f0a04b', stripes: '#c46f1e', eye: '#d9b43c', background: ['#fff0e0', '#ffd2a8'] },
  },
  {
    poster: 0, type: 'lost', petName: 'Pepper', breed: 'Miniature Schnauzer', color: 'Salt and pepper grey',
    description: 'Pepper wandered off from the dog park. Small, bearded, wears a little red harness. She is friendly and will come to anyone.',
    collarInfo: 'Red harness, tag says "Pepper"', lastSeenLocation: 'Red Bud Isle dog park, Austin TX', pin: [30.2906, -97.7866], daysAgo: 8, contactInfo: '(512) 555-0142',
    art: { species: 'dog', fur: '#8d8f96', ear: '#5c5e64', muzzle: '#d9dade', background: ['#e6f0f7', '#c2d6e6'] },
  },
  {
    poster: 1, type: 'found', petName: null, breed: 'Cockatiel', color: 'Grey with yellow head',
    description: 'A cockatiel landed on our balcony and would not leave. Tame, steps up onto a finger and says "pretty bird".',
    collarInfo: 'No leg band', lastSeenLocation: 'East Riverside Dr, Austin TX', pin: [30.2356, -97.7262], daysAgo: 1, contactInfo: '(512) 555-0178',
    art: { species: 'bird', body: '#b9b9c0', belly: '#f6e58d', wing: '#8c8c94', background: ['#fdf6d8', '#f4e3a1'] },
  },
  {
    poster: 2, type: 'found', petName: null, breed: 'Golden Retriever', color: 'Golden',
    description: 'Older golden retriever found near the library, tired but healthy. Very gentle with kids. Safe with us for now.',
    collarInfo: 'Brown leather collar, no tag', lastSeenLocation: 'Central Library, Cesar Chavez St, Austin TX', pin: [30.2654, -97.7522], daysAgo: 0, contactInfo: '(512) 555-0119',
    art: { species: 'dog', fur: '#e0a94f', ear: '#c08431', background: ['#fdebd3', '#f5cf9c'] },
  },
  {
    poster: 3, type: 'lost', petName: 'Oreo', breed: 'Dutch rabbit', color: 'Black and white',
    description: 'Oreo is a small black and white rabbit who squeezed through the fence. Loves carrots, is shy and may freeze when approached.',
    collarInfo: 'No collar', lastSeenLocation: 'Bouldin Creek, Annie St, Austin TX', pin: [30.2536, -97.7571], daysAgo: 3, contactInfo: '(512) 555-0163',
    art: { species: 'rabbit', fur: '#f4f4f4', inner: '#f2b8c4', background: ['#e0f4f1', '#b3e2da'] },
  },
];

class Session {
  constructor(baseUrl) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.cookie = '';
  }
  async call(method, path, body, { raw, contentType } = {}) {
    const headers = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = contentType ?? 'application/json';
    const res = await fetch(path.startsWith('http') ? path : `${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    });
    const cookie = res.headers.getSetCookie?.().find((c) => c.startsWith('pawpals.sid='));
    if (cookie) this.cookie = cookie.split(';')[0];
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
    return text ? JSON.parse(text) : null;
  }
}

/** Seeds the demo posts unless the public list has any; returns how many it created. */
export async function seedPets(baseUrl, { adminUsername, adminPassword, log = () => {} } = {}) {
  const visitor = new Session(baseUrl);
  const existing = await visitor.call('GET', '/api/lost-found-pets');
  if (existing.length) {
    log(`lost & found: ${existing.length} public posts already there, not seeding`);
    return { created: 0, skipped: true };
  }
  if (!adminUsername || !adminPassword) throw new Error('seedPets needs the admin credentials to approve the demo posts');
  const admin = new Session(baseUrl);
  // svc-admin grants the configured super admin from an event, so right after start it may lag a little.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.call('POST', '/api/admin/login', { username: adminUsername, password: adminPassword });
      break;
    } catch (err) {
      if (attempt >= 30) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  const suffix = randomBytes(3).toString('hex');
  const posters = [];
  for (const person of POSTERS) {
    const session = new Session(baseUrl);
    const username = `demo.${person.firstName.toLowerCase()}.${suffix}`;
    const password = randomBytes(18).toString('base64url');
    await session.call('POST', '/api/signup', {
      ...person,
      username,
      email: `${username}@pawpals.example`,
      password,
      confirmPassword: password,
    });
    posters.push(session);
  }

  let created = 0;
  // Oldest first, so the newest sighting ends up on top of the list.
  const ordered = [...DEMO_PETS].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const [index, pet] of ordered.entries()) {
    const session = posters[pet.poster];
    const { uploadURL } = await session.call('POST', '/api/objects/upload');
    await session.call('PUT', uploadURL, petPortrait({ ...pet.art, seed: index + 3 }), { raw: true, contentType: 'image/png' });
    const { objectPath } = await session.call('PUT', '/api/pet-photo', { photoUrl: uploadURL });
    const lastSeen = new Date(Date.now() - pet.daysAgo * DAY);
    const post = await session.call('POST', '/api/lost-found-pets', {
      type: pet.type,
      petName: pet.petName,
      breed: pet.breed,
      color: pet.color,
      description: pet.description,
      collarInfo: pet.collarInfo,
      lastSeenLocation: pet.lastSeenLocation,
      lastSeenDate: lastSeen.toISOString().slice(0, 10),
      photoUrl: objectPath,
      contactInfo: pet.contactInfo,
      species: pet.art.species,
      latitude: pet.pin[0],
      longitude: pet.pin[1],
    });
    await admin.call('PATCH', `/api/admin/lost-found/${post.id}/approve`, { approvalStatus: 'approved' });
    created++;
  }
  log(`lost & found: seeded ${created} approved demo posts`);
  return { created, skipped: false };
}
