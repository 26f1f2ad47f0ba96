// "Near me" and the map at national scale (docs/decisions/0144-near-me-and-the-map-at-national-scale.md): the
// nearest-first board walked by its index answers what measuring every post answers (ties, posts without a place
// last, filters, a radius, page by page); the zoomed-out map's kept counts follow every change of a post and of
// its author; posts crowding one pin at street zoom come back as one stack. Real Postgres and NATS.
import { randomUUID } from 'node:crypto';
import { EVENTS, type LostFoundPet, type Page, type PetMap, type PetPostType } from '@pawpals/contracts';
import { milesBetweenSql, publicCoordinateSql } from '@pawpals/geo';
import { publishEvent, ServiceHarness, waitFor } from '@pawpals/testing';
import { createPost, person } from './support';

let h: ServiceHarness;
const moderator = person('moderator');

beforeAll(async () => {
  h = await ServiceHarness.start('pets');
}, 90_000);
afterAll(async () => {
  await h?.close();
});

const approve = (id: string) => h.call<LostFoundPet>('moderateLostFoundPet', { actor: moderator, params: { id }, body: { approvalStatus: 'approved' } });

interface Place {
  latitude: number | null;
  longitude: number | null;
  type?: PetPostType;
  /** Minutes before now it was posted. */
  minutesAgo?: number;
  petName?: string;
}

/** Copies of an approved post (its poster, words and photo) at these places, written in one statement as a bulk load would. */
async function copiesOf(templateId: string, places: Place[]): Promise<string[]> {
  const { rows: columns } = await h.db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'lost_found_posts' AND is_generated = 'NEVER'
        AND column_name NOT IN ('id', 'latitude', 'longitude', 'location_precision', 'type', 'created_at', 'pet_name')`,
  );
  const copied = columns.map((c) => c.column_name).join(', ');
  const { rows } = await h.db.query<{ id: string }>(
    `INSERT INTO lost_found_posts (${copied}, latitude, longitude, location_precision, type, created_at, pet_name)
     SELECT ${copied}, v.latitude, v.longitude, CASE WHEN v.latitude IS NULL THEN NULL ELSE 'pin' END, v.type,
            now() - v.minutes * interval '1 minute', v.pet_name
       FROM lost_found_posts,
            unnest($2::float8[], $3::float8[], $4::text[], $5::int[], $6::text[]) WITH ORDINALITY AS v(latitude, longitude, type, minutes, pet_name, n)
      WHERE id = $1
      ORDER BY v.n
     RETURNING id`,
    [
      templateId,
      places.map((p) => p.latitude),
      places.map((p) => p.longitude),
      places.map((p) => p.type ?? 'lost'),
      places.map((p, i) => p.minutesAgo ?? i),
      places.map((p) => p.petName ?? 'Copy'),
    ],
  );
  return rows.map((r) => r.id);
}

async function approvedTemplate(over: Record<string, unknown>): Promise<LostFoundPet> {
  const post = await createPost(h, person(), over);
  return approve(post.id);
}

/** A deterministic scatter: `n` places around `center`, up to `spread` degrees away. */
const scatter = (center: { latitude: number; longitude: number }, n: number, spread: number, seed = 1): Place[] =>
  Array.from({ length: n }, (_, i) => {
    const a = Math.sin(i * 12.9898 + seed * 78.233) * 43758.5453;
    const b = Math.sin(i * 39.3468 + seed * 11.135) * 24634.6345;
    return {
      latitude: center.latitude + (a - Math.floor(a) - 0.5) * spread,
      longitude: center.longitude + (b - Math.floor(b) - 0.5) * spread,
      type: i % 3 === 0 ? 'found' : 'lost',
      minutesAgo: 10 + ((i * 37) % 500),
    };
  });

describe('near me without a radius, walked by the index', () => {
  const austin = { latitude: 30.2672, longitude: -97.7431 };
  const TAG = 'Nearwalk';

  /** The board's order as it was measured before: every public post's miles from the shown pin, unplaced last. */
  async function measuredOrder(point: { latitude: number; longitude: number }, where: string, params: unknown[], radiusMiles?: number): Promise<string[]> {
    const miles = milesBetweenSql({ lat: '$1::float8', lng: '$2::float8' }, { lat: publicCoordinateSql('p.latitude'), lng: publicCoordinateSql('p.longitude') });
    const { rows } = await h.db.query<{ id: string }>(
      `SELECT p.id FROM lost_found_posts p
        WHERE p.status = 'active' AND p.approval_status = 'approved' AND p.removed_reason IS NULL AND ${where}
          ${radiusMiles === undefined ? '' : `AND ${miles} <= ${radiusMiles}`}
        ORDER BY COALESCE(${miles}, 'Infinity'::float8), p.created_at DESC, p.id DESC`,
      [point.latitude, point.longitude, ...params],
    );
    return rows.map((r) => r.id);
  }

  /** Every page of the board near `point` (limit 7), following the cursors; no id twice. */
  async function walked(query: Record<string, string>): Promise<{ ids: string[]; miles: (number | undefined)[] }> {
    const ids: string[] = [];
    const miles: (number | undefined)[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<LostFoundPet> = await h.call('listLostFoundPets', { query: { ...query, limit: '7', ...(cursor ? { cursor } : {}) } });
      ids.push(...page.items.map((p) => p.id));
      miles.push(...page.items.map((p) => p.distanceMiles));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(ids).size).toBe(ids.length);
    return { ids, miles };
  }

  beforeAll(async () => {
    const template = await approvedTemplate({ ...austin, breed: 'Beagle', lastSeenLocation: `Zilker Park ${TAG}, Austin` });
    const crowded = { latitude: 30.2701, longitude: -97.7502 };
    await copiesOf(template.id, [
      ...scatter(austin, 120, 0.6),
      // A city centre many posts were geocoded to: one pin, told apart by their times (and ids).
      ...Array.from({ length: 12 }, (_, i): Place => ({ ...crowded, type: i % 2 ? 'found' : 'lost', minutesAgo: 5 + (i % 4) })),
      // Two more pins the same distance from the crowded one (mirrored), far ones, and posts without a place.
      { latitude: 30.2701, longitude: -97.7402, minutesAgo: 3 },
      { latitude: 30.2701, longitude: -97.7602, minutesAgo: 3 },
      { latitude: 47.6, longitude: -122.3, type: 'found' },
      { latitude: 25.77, longitude: -80.19 },
      ...Array.from({ length: 9 }, (_, i): Place => ({ latitude: null, longitude: null, type: i % 2 ? 'found' : 'lost', minutesAgo: i })),
    ]);
    // Not on the board: in review, reunited, taken down.
    const hidden = await copiesOf(template.id, scatter(austin, 6, 0.05, 7));
    await h.db.query(`UPDATE lost_found_posts SET approval_status = 'pending' WHERE id = $1`, [hidden[0]]);
    await h.db.query(`UPDATE lost_found_posts SET status = 'resolved' WHERE id = $1`, [hidden[1]]);
    await h.db.query(`UPDATE lost_found_posts SET removed_reason = 'spam' WHERE id = $1`, [hidden[2]]);
    await h.db.query('ANALYZE lost_found_posts');
  });

  it('pages nearest first exactly as measuring every post did, ties by time, unplaced last without a distance', async () => {
    for (const point of [austin, { latitude: 30.2701, longitude: -97.7502 }, { latitude: 40.0, longitude: -100.0 }]) {
      const { ids, miles } = await walked({ lat: String(point.latitude), lng: String(point.longitude), q: TAG });
      const expected = await measuredOrder(point, 'p.search_text LIKE $3', [`%${TAG.toLowerCase()}%`]);
      expect(ids).toEqual(expected);
      expect(ids.length).toBeGreaterThan(140);
      const placed = miles.filter((m) => m !== undefined);
      expect(placed).toEqual([...placed].sort((a, b) => a! - b!));
      expect(miles.slice(-9)).toEqual(Array(9).fill(undefined));
    }
  });

  it('combines with the type and the search words, and within a radius lists only the posts inside it', async () => {
    const near = { lat: String(austin.latitude), lng: String(austin.longitude) };
    const found = await walked({ ...near, q: `${TAG} beagle`, type: 'found' });
    expect(found.ids).toEqual(await measuredOrder(austin, `p.search_text LIKE $3 AND p.type = 'found'`, [`%${TAG.toLowerCase()}%`]));
    const radius = await walked({ ...near, q: TAG, radiusMiles: '15' });
    const inside = await measuredOrder(austin, 'p.search_text LIKE $3 AND p.latitude IS NOT NULL', [`%${TAG.toLowerCase()}%`], 15);
    expect(radius.ids).toEqual(inside);
    expect(inside.length).toBeGreaterThan(20);
    expect(radius.miles.every((m) => m !== undefined && m <= 15)).toBe(true);
  });

  it('without a search, walks the whole board the same way', async () => {
    const point = { latitude: 30.3, longitude: -97.7 };
    const { ids } = await walked({ lat: String(point.latitude), lng: String(point.longitude) });
    expect(ids).toEqual(await measuredOrder(point, 'true', []));
  });
});

describe('the zoomed-out map from kept counts', () => {
  // Colorado and its neighbours at zoom 6: cells of 1.40625°.
  const WEST = { bbox: '-112,35,-100,43', zoom: '6' };
  const CELL = 1.40625;
  const denver = { latitude: 39.7392, longitude: -104.9903 };

  const mapOf = (query: Record<string, string>) => h.call<PetMap>('mapLostFoundPets', { query });

  /** The same grid counted from the posts themselves (whole cells the box touches), as the map answers it. */
  async function countedLive(type?: PetPostType): Promise<PetMap> {
    const [minLng, minLat, maxLng, maxLat] = WEST.bbox.split(',').map(Number);
    const { rows } = await h.db.query<{ latitude: number; longitude: number; count: number; lost: number; found: number; only: string | null }>(
      `SELECT avg(${publicCoordinateSql('p.latitude')}) AS latitude, avg(${publicCoordinateSql('p.longitude')}) AS longitude, count(*)::int AS count,
              (count(*) FILTER (WHERE p.type = 'lost'))::int AS lost, (count(*) FILTER (WHERE p.type = 'found'))::int AS found,
              CASE WHEN count(*) = 1 THEN (array_agg(p.id))[1] END AS only
         FROM lost_found_posts p
        WHERE p.status = 'active' AND p.approval_status = 'approved' AND p.removed_reason IS NULL AND p.latitude IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM suspended_authors sa WHERE sa.user_id = p.user_id AND sa.suspended AND (sa.until IS NULL OR sa.until > now()))
          AND ($1::text IS NULL OR p.type = $1)
          AND floor(p.longitude / $2::float8) BETWEEN floor($3::float8 / $2::float8) AND floor($4::float8 / $2::float8)
          AND floor(p.latitude / $2::float8) BETWEEN floor($5::float8 / $2::float8) AND floor($6::float8 / $2::float8)
        GROUP BY floor(p.longitude / $2::float8), floor(p.latitude / $2::float8)`,
      [type ?? null, CELL, minLng, maxLng, minLat, maxLat],
    );
    return {
      pets: rows.filter((r) => r.only).map((r) => ({ id: r.only }) as PetMap['pets'][number]),
      clusters: rows.filter((r) => !r.only).map(({ latitude, longitude, count, lost, found }) => ({ latitude, longitude, count, lost, found })),
    };
  }

  /** An answer in a stable order; the expected one's means within a millionth (kept as exact sums, counted live as floats). */
  const shape = (answer: PetMap, close = false) => ({
    pets: answer.pets.map((p) => p.id).sort(),
    clusters: [...answer.clusters]
      .sort((a, b) => Math.round(a.latitude * 1e4) - Math.round(b.latitude * 1e4) || Math.round(a.longitude * 1e4) - Math.round(b.longitude * 1e4))
      .map((c) => (close ? { ...c, latitude: expect.closeTo(c.latitude, 6), longitude: expect.closeTo(c.longitude, 6) } : c)),
  });

  async function expectKeptCountsRight() {
    expect(shape(await mapOf(WEST))).toEqual(shape(await countedLive(), true));
    expect(shape(await mapOf({ ...WEST, type: 'found' }))).toEqual(shape(await countedLive('found'), true));
  }

  const postsIn = (answer: PetMap) => answer.pets.length + answer.clusters.reduce((sum, c) => sum + c.count, 0);

  it('counts what the board shows through approval, resolve, takedown and restore, suspension, its end and erasure', async () => {
    const poster = person();
    const template = await approvedTemplate({ ...denver, petName: 'Maple', lastSeenLocation: 'Civic Center Park, Denver' });
    const before = postsIn(await mapOf(WEST));
    await copiesOf(template.id, [...scatter(denver, 40, 4, 3), { latitude: 36.1, longitude: -111.9, type: 'found' }]);
    await expectKeptCountsRight();
    expect(postsIn(await mapOf(WEST))).toBe(before + 41);

    // A new post counts once approved, not while in review.
    const fresh = await createPost(h, poster, { latitude: 41.5, longitude: -101.5, petName: 'Pending' });
    expect(postsIn(await mapOf(WEST))).toBe(before + 41);
    await approve(fresh.id);
    expect(postsIn(await mapOf(WEST))).toBe(before + 42);
    await expectKeptCountsRight();

    // Reunited: off the map.
    await h.call('setLostFoundPetStatus', { actor: poster, params: { id: fresh.id }, body: { status: 'resolved' } });
    expect(postsIn(await mapOf(WEST))).toBe(before + 41);
    await h.call('setLostFoundPetStatus', { actor: poster, params: { id: fresh.id }, body: { status: 'active' } });
    expect(postsIn(await mapOf(WEST))).toBe(before + 42);

    // Taken down by a moderator, then restored.
    const takedown = { contentType: 'lost_found_pet' as const, contentId: fresh.id, takedownId: randomUUID(), reason: 'spam', authorId: poster.userId, title: 'Pending', link: null };
    await publishEvent(h.fleet.nc, h.config, EVENTS.contentTakenDown, takedown);
    await waitFor(async () => postsIn(await mapOf(WEST)) === before + 41, 10_000, 'the takedown');
    await expectKeptCountsRight();
    await publishEvent(h.fleet.nc, h.config, EVENTS.takedownRestored, takedown);
    await waitFor(async () => postsIn(await mapOf(WEST)) === before + 42, 10_000, 'the restore');

    // The poster suspended: their posts leave the map; a suspension that has ended shows them again.
    await publishEvent(h.fleet.nc, h.config, EVENTS.userSuspended, { userId: poster.userId, reason: 'spam', until: null });
    await waitFor(async () => postsIn(await mapOf(WEST)) === before + 41, 10_000, 'the suspension');
    await expectKeptCountsRight();
    await h.db.query(`UPDATE suspended_authors SET until = now() - interval '1 second' WHERE user_id = $1`, [poster.userId]);
    expect(postsIn(await mapOf(WEST))).toBe(before + 42);

    // The account erased: its posts are gone, and so are their counts.
    await publishEvent(h.fleet.nc, h.config, EVENTS.userDeleted, { userId: poster.userId });
    await waitFor(async () => postsIn(await mapOf(WEST)) === before + 41, 10_000, 'the erasure');
    await expectKeptCountsRight();
  });

  it('answers a cell of one post as that pet, of the type asked', async () => {
    const template = await approvedTemplate({ latitude: 42.7, longitude: -110.9, petName: 'Lonely', lastSeenLocation: 'Afton, Wyoming', type: 'found' });
    const answer = await mapOf(WEST);
    expect(answer.pets.map((p) => p.id)).toContain(template.id);
    expect(answer.pets.find((p) => p.id === template.id)).toMatchObject({ latitude: 42.7, longitude: -110.9, type: 'found', petName: 'Lonely' });
    expect((await mapOf({ ...WEST, type: 'lost' })).pets.map((p) => p.id)).not.toContain(template.id);
  });

  it('with a search counts the posts as it reads them, the same grid', async () => {
    // The Denver post and its 41 copies share its place's words.
    const answer = await mapOf({ ...WEST, q: 'civic center' });
    expect(postsIn(answer)).toBe(42);
    expect(answer.clusters.every((c) => c.count === c.lost + c.found)).toBe(true);
  });
});

describe('a crowded pin at street zoom', () => {
  const reno = { latitude: 39.5296, longitude: -119.8138 };
  const RENO_STREETS = { bbox: '-119.9,39.45,-119.7,39.6', zoom: '14' };
  const mapOf = (query: Record<string, string>) => h.call<PetMap>('mapLostFoundPets', { query });

  it('answers the posts sharing one shown pin, beyond a few, as one stack with their counts', async () => {
    const template = await approvedTemplate({ ...reno, petName: 'Centre', lastSeenLocation: 'Reno, NV', type: 'lost' });
    // Six posts geocoded to the city centre (the template is a seventh), three on another pin, one alone; pins shown to 3 decimals.
    const centre = Array.from({ length: 6 }, (_, i): Place => ({ latitude: reno.latitude + 0.0001 * (i % 3), longitude: reno.longitude, type: i < 2 ? 'found' : 'lost' }));
    const three = Array.from({ length: 3 }, (): Place => ({ latitude: 39.5401, longitude: -119.8001 }));
    const [alone] = await copiesOf(template.id, [{ latitude: 39.51, longitude: -119.85 }]);
    const trio = await copiesOf(template.id, three);
    await copiesOf(template.id, centre);
    const answer = await mapOf(RENO_STREETS);
    expect(answer.clusters).toEqual([{ latitude: 39.53, longitude: -119.814, count: 7, lost: 5, found: 2 }]);
    expect(answer.pets.map((p) => p.id).sort()).toEqual([alone, ...trio].sort());
    // Of the found pets, two share the centre: too few for a stack.
    const found = await mapOf({ ...RENO_STREETS, type: 'found' });
    expect(found.clusters).toEqual([]);
    expect(found.pets).toHaveLength(2);
  });

  it('keeps every answer under 100 KB, the newest pins first', async () => {
    const template = await approvedTemplate({ latitude: 38.5, longitude: -121.5, petName: 'Many', lastSeenLocation: 'A rather long place name, near the old mill, Sacramento, California' });
    await copiesOf(
      template.id,
      Array.from({ length: 1200 }, (_, i): Place => ({ latitude: 38.45 + (i % 40) * 0.002, longitude: -121.55 + Math.floor(i / 40) * 0.003, minutesAgo: i })),
    );
    const answer = await mapOf({ bbox: '-121.6,38.4,-121.4,38.6', zoom: '12' });
    expect(Buffer.byteLength(JSON.stringify(answer))).toBeLessThanOrEqual(100_000);
    expect(answer.pets.length).toBeGreaterThan(200);
    expect(answer.pets.length).toBeLessThan(500);
    const times = answer.pets.map((p) => p.id);
    const { rows } = await h.db.query<{ id: string }>(`SELECT id FROM lost_found_posts WHERE id = ANY($1::uuid[]) ORDER BY created_at DESC, id`, [times]);
    expect(times).toEqual(rows.map((r) => r.id));
  });
});
