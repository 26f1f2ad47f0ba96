#!/usr/bin/env node
// Writes a labelled set of lost/found pairs for the match scoring, with the noise real
// posters make: colour synonyms and shorthand, breed typos, mixes and "unknown", one-step size
// disagreements, missing sex, places as text only, pin offsets, days between loss and find — plus
// distractor lost posts in the same metro areas. Deterministic for a seed.
//
//   node bench/matching/generate.mjs [--pairs 320] [--distractors 2] [--seed 13] [--out bench/matching/pairs.json]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: opt } = parseArgs({
  options: {
    pairs: { type: 'string', default: '320' },
    distractors: { type: 'string', default: '2' },
    seed: { type: 'string', default: '13' },
    out: { type: 'string', default: 'bench/matching/pairs.json' },
  },
});

/** mulberry32: a small seeded PRNG, so the same seed writes the same set. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(Number(opt.seed));
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;

const METROS = [
  { city: 'Austin', state: 'TX', zip: '78704', lat: 30.2672, lng: -97.7431, parks: ['Zilker Park', 'Mueller Lake Park', 'Shoal Creek Trail'] },
  { city: 'Denver', state: 'CO', zip: '80205', lat: 39.7392, lng: -104.9903, parks: ['City Park', 'Washington Park', 'Cheesman Park'] },
  { city: 'Portland', state: 'OR', zip: '97214', lat: 45.5152, lng: -122.6784, parks: ['Laurelhurst Park', 'Mt Tabor', 'Sellwood Park'] },
  { city: 'Chicago', state: 'IL', zip: '60614', lat: 41.8781, lng: -87.6298, parks: ['Lincoln Park', 'Humboldt Park', 'Grant Park'] },
  { city: 'Atlanta', state: 'GA', zip: '30306', lat: 33.749, lng: -84.388, parks: ['Piedmont Park', 'Grant Park', 'Freedom Park'] },
  { city: 'Phoenix', state: 'AZ', zip: '85004', lat: 33.4484, lng: -112.074, parks: ['Encanto Park', 'Papago Park', 'Steele Indian School Park'] },
  { city: 'Boston', state: 'MA', zip: '02116', lat: 42.3601, lng: -71.0589, parks: ['Boston Common', 'Jamaica Pond', 'Franklin Park'] },
  { city: 'Seattle', state: 'WA', zip: '98103', lat: 47.6062, lng: -122.3321, parks: ['Green Lake', 'Discovery Park', 'Volunteer Park'] },
  { city: 'Nashville', state: 'TN', zip: '37203', lat: 36.1627, lng: -86.7816, parks: ['Centennial Park', 'Shelby Bottoms', 'Sevier Park'] },
  { city: 'Minneapolis', state: 'MN', zip: '55408', lat: 44.9778, lng: -93.265, parks: ['Lake Harriet', 'Minnehaha Falls', 'Loring Park'] },
];

// Breeds with the ways owners and finders write them.
const BREEDS = {
  dog: [
    { owner: ['Labrador Retriever', 'Labrador', 'Lab'], finder: ['lab mix', 'black lab', 'labrador', 'lab', 'labrador retreiver'] },
    { owner: ['German Shepherd', 'GSD'], finder: ['shepherd mix', 'german shepard', 'GSD', 'alsatian'] },
    { owner: ['Beagle'], finder: ['beagle', 'beagle mix', 'beagel', 'hound mix'] },
    { owner: ['Pit Bull', 'American Pit Bull Terrier'], finder: ['pitbull', 'pit mix', 'pittie', 'staffy'] },
    { owner: ['Golden Retriever'], finder: ['golden', 'golden retriever mix', 'golden retreiver'] },
    { owner: ['Chihuahua'], finder: ['chihuahua', 'chiuahua', 'chi mix', 'small dog'] },
    { owner: ['Labradoodle', 'Goldendoodle'], finder: ['doodle', 'doodle mix', 'poodle mix'] },
    { owner: ['Yorkshire Terrier', 'Yorkie'], finder: ['yorkie', 'terrier mix', 'yorki'] },
    { owner: ['Siberian Husky', 'Husky'], finder: ['husky', 'husky mix', 'huskey'] },
    { owner: ['Dachshund'], finder: ['doxie', 'wiener dog', 'dachshound'] },
    { owner: ['Boxer'], finder: ['boxer', 'boxer mix'] },
    { owner: ['Australian Shepherd', 'Aussie'], finder: ['aussie', 'australian shepard', 'merle shepherd'] },
  ],
  cat: [
    { owner: ['Domestic Shorthair', 'DSH'], finder: ['short hair', 'domestic short hair', 'shorthair'] },
    { owner: ['Siamese'], finder: ['siamese', 'siamese mix', 'siamise'] },
    { owner: ['Maine Coon'], finder: ['maine coon', 'long hair', 'maine coon mix'] },
    { owner: ['Domestic Longhair'], finder: ['long hair', 'fluffy', 'domestic long hair'] },
  ],
  rabbit: [{ owner: ['Holland Lop', 'Lop'], finder: ['lop', 'bunny', 'lop eared'] }],
};
const UNKNOWN = ['unknown', 'mutt', 'not sure', null, 'mixed'];

// Colours with their written variants.
const COLOURS = {
  dog: [
    { owner: ['black'], finder: ['black', 'blk', 'all black'] },
    { owner: ['tan and white', 'tan & white'], finder: ['tan & white', 'fawn and white', 'white and tan', 'beige/white'] },
    { owner: ['tricolor', 'black, white and tan'], finder: ['tri-color', 'black white tan', 'three colored'] },
    { owner: ['golden', 'yellow'], finder: ['yellow', 'gold', 'blonde'] },
    { owner: ['brown', 'chocolate'], finder: ['brown', 'chocolate', 'choc brown'] },
    { owner: ['brindle'], finder: ['brindle', 'striped brown'] },
    { owner: ['grey', 'blue'], finder: ['gray', 'silver', 'grey'] },
    { owner: ['black and white'], finder: ['black & white', 'blk & wht', 'white and black'] },
    { owner: ['red', 'red/rust'], finder: ['red', 'rust', 'ginger'] },
    { owner: ['merle', 'blue merle'], finder: ['merle', 'grey merle'] },
  ],
  cat: [
    { owner: ['black'], finder: ['black', 'all black'] },
    { owner: ['orange tabby', 'ginger'], finder: ['orange', 'ginger tabby', 'marmalade'] },
    { owner: ['grey tabby', 'gray'], finder: ['grey', 'gray striped', 'silver tabby'] },
    { owner: ['tuxedo', 'black and white'], finder: ['tux', 'black & white', 'blk/wht'] },
    { owner: ['calico'], finder: ['calico', 'tortie', 'tortoiseshell'] },
    { owner: ['cream', 'white'], finder: ['white', 'cream', 'off-white'] },
  ],
  rabbit: [
    { owner: ['white'], finder: ['white', 'all white'] },
    { owner: ['brown'], finder: ['brown', 'tan'] },
  ],
};
const SIZES = ['small', 'medium', 'large'];
const NAMES = ['Biscuit', 'Luna', 'Max', 'Bella', 'Charlie', 'Daisy', 'Milo', 'Rocky', 'Coco', 'Bear', 'Pepper', 'Shadow', 'Ginger', 'Oliver', 'Nala'];
const MILE_LAT = 1 / 69.0976;

const day0 = Date.UTC(2026, 5, 1);
const isoDay = (d) => new Date(day0 + d * 86_400_000).toISOString();

function place(metro, nearOf, maxMiles) {
  const angle = random() * 2 * Math.PI;
  const miles = random() * maxMiles;
  const lat = (nearOf?.lat ?? metro.lat) + Math.sin(angle) * miles * MILE_LAT;
  const lng = (nearOf?.lng ?? metro.lng) + (Math.cos(angle) * miles * MILE_LAT) / Math.cos((metro.lat * Math.PI) / 180);
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

/** How a post places itself: a pin (70 %), else text with the city, or with the ZIP code. */
function located(metro, point) {
  const park = pick(metro.parks);
  if (chance(0.7)) return { lastSeenLocation: `${park}`, latitude: point.lat, longitude: point.lng, locationPrecision: 'pin' };
  const text = chance(0.5) ? `${park}, ${metro.city}, ${metro.state}` : `near ${park} ${metro.zip}`;
  return { lastSeenLocation: text, latitude: null, longitude: null, locationPrecision: null, _textOnly: true };
}

function lostPost(id, pet, metro, point, day) {
  return {
    id,
    type: 'lost',
    species: chance(0.9) ? pet.species : null,
    breed: pick(pet.breed.owner),
    color: pick(pet.colour.owner),
    size: chance(0.85) ? pet.size : null,
    sex: chance(0.8) ? pet.sex : null,
    petName: pick(NAMES),
    description: 'Friendly, may be scared.',
    ...located(metro, point),
    lastSeenDate: isoDay(day),
    createdAt: isoDay(day),
  };
}

function randomPet(species) {
  return {
    species,
    breed: pick(BREEDS[species]),
    colour: pick(COLOURS[species]),
    size: pick(SIZES),
    sex: pick(['male', 'female']),
  };
}

const pairs = [];
const lost = [];
const found = [];
for (let i = 0; i < Number(opt.pairs); i++) {
  const metro = METROS[i % METROS.length];
  const species = chance(0.6) ? 'dog' : chance(0.88) ? 'cat' : 'rabbit';
  const pet = randomPet(species);
  const lostDay = Math.floor(random() * 40);
  const lostPoint = place(metro, null, 8);
  const lostId = `lost-${i}`;
  lost.push(lostPost(lostId, pet, metro, lostPoint, lostDay));

  // The finder: a noisy description of the same pet, found 0–30 days later within ~3 miles.
  const foundPoint = place(metro, lostPoint, 3);
  const breedRoll = random();
  const sizeRoll = random();
  const foundId = `found-${i}`;
  found.push({
    id: foundId,
    type: 'found',
    species: chance(0.85) ? species : null,
    breed: breedRoll < 0.6 ? pick(pet.breed.finder) : breedRoll < 0.85 ? pick(UNKNOWN) : pick(BREEDS[species]).finder[0],
    color: chance(0.93) ? pick(pet.colour.finder) : null,
    size: sizeRoll < 0.7 ? pet.size : sizeRoll < 0.92 ? SIZES[Math.max(0, Math.min(2, SIZES.indexOf(pet.size) + pick([-1, 1])))] : null,
    sex: chance(0.5) ? null : chance(0.95) ? pet.sex : pet.sex === 'male' ? 'female' : 'male',
    petName: null,
    description: 'Found wandering, no collar.',
    ...located(metro, foundPoint),
    lastSeenDate: isoDay(lostDay + Math.floor(random() * 31)),
    createdAt: isoDay(lostDay + Math.floor(random() * 31)),
  });
  pairs.push({ lostId, foundId });

  // Distractors: other lost pets of the same species in the same metro, around the same days.
  for (let d = 0; d < Number(opt.distractors); d++) {
    lost.push(lostPost(`distractor-${i}-${d}`, randomPet(species), metro, place(metro, null, 8), Math.max(0, lostDay - 5 + Math.floor(random() * 10))));
  }
}
// A found post's date is never before its own creation in the app; keep createdAt ≥ lastSeenDate.
for (const post of found) if (post.createdAt < post.lastSeenDate) post.createdAt = post.lastSeenDate;

const set = {
  seed: Number(opt.seed),
  note: 'Written by bench/matching/generate.mjs; text-only places are resolved by the evaluator with libs/geo as svc-pets would.',
  pairs,
  lost,
  found,
};
writeFileSync(opt.out, `${JSON.stringify(set, null, 1)}\n`);
console.log(`[matching] wrote ${opt.out}: ${pairs.length} pairs, ${lost.length} lost posts (${lost.length - pairs.length} distractors), ${found.length} found posts, seed ${opt.seed}`);
