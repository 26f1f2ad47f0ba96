// Service integration: svc-pets (built, its own process) over NATS with the gateway's actors, against a
// real Postgres. Input is parsed by the route contracts exactly as the gateway parses it, so the
// readable 400s are asserted here too; every answer is checked against its response schema.
import { ADMIN_DENIAL, EVENTS, SUBJECTS, type Actor, type LostFoundPet, type Page } from '@pawpals/contracts';
import { ServiceHarness } from '@pawpals/testing';
import { createPost, objectPath, outboxEvents, person, stubAdminCheck, validPost } from './support';

let h: ServiceHarness;
let adminCheck: Awaited<ReturnType<typeof stubAdminCheck>>;
const poster = person();
const neighbour = person();
const moderator = person('moderator');
const contentManager = person('content_manager');
const superAdmin = person('super_admin');
/** A content manager signed in on a public route: the gateway passes no role, svc-admin knows it. */
const adminWithoutRole: Actor = { userId: contentManager.userId };

beforeAll(async () => {
  h = await ServiceHarness.start('pets');
  adminCheck = await stubAdminCheck(h, new Map([[contentManager.userId, 'content_manager']]));
}, 90_000);
afterAll(async () => {
  await adminCheck?.close();
  await h?.close();
});

const UNKNOWN = '0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e';
const publicIds = async (type?: string) =>
  (await h.call<Page<LostFoundPet>>('listLostFoundPets', { query: type === undefined ? {} : { type } })).items.map((p) => p.id);
const mine = (actor: Actor) => h.call<LostFoundPet[]>('listMyLostFoundPets', { actor });
const moderate = (id: string, approvalStatus: string, actor: Actor = moderator) =>
  h.call<LostFoundPet>('moderateLostFoundPet', { actor, params: { id }, body: { approvalStatus } });
const setStatus = (id: string, status: string, actor: Actor = poster) =>
  h.call<LostFoundPet>('setLostFoundPetStatus', { actor, params: { id }, body: { status } });

describe('posting', () => {
  it('creates an active post pending review with every field, and announces it', async () => {
    const photoUrl = objectPath();
    const post = await createPost(h, poster, { photoUrl });
    expect(post).toEqual({
      id: expect.any(String),
      type: 'lost',
      status: 'active',
      approvalStatus: 'pending',
      petName: 'Biscuit',
      breed: 'Beagle',
      color: 'Tricolor',
      description: 'Friendly, answers to Biscuit, a little shy with strangers',
      collarInfo: 'Red collar with a bone-shaped tag',
      lastSeenLocation: 'Riverside Park, near the east gate',
      lastSeenDate: '2024-05-10T00:00:00.000Z',
      photoUrl,
      photoUrls: [photoUrl],
      photoPlaceholder: null,
      photoPlaceholders: [null],
      contactInfo: '(512) 555-0142',
      contactPreference: 'phone',
      species: 'dog',
      size: null,
      sex: null,
      microchipped: null,
      latitude: null,
      longitude: null,
      locationPrecision: null,
      createdAt: expect.any(String),
      resolvedAt: null,
      isOwner: true,
    });
    const { rows } = await h.db.query('SELECT last_seen_date, user_id FROM lost_found_posts WHERE id = $1', [post.id]);
    expect(rows[0].last_seen_date).toBeInstanceOf(Date);
    expect(rows[0].user_id).toBe(poster.userId);
    expect(await outboxEvents(h, post.id)).toEqual([
      {
        subject: EVENTS.petPostCreated.subject,
        data: {
          postId: post.id,
          userId: poster.userId,
          type: 'lost',
          petName: 'Biscuit',
          species: 'dog',
          lastSeenLocation: 'Riverside Park, near the east gate',
          latitude: null,
          longitude: null,
          locationPrecision: null,
        },
      },
    ]);
  });

  it('keeps optional fields optional and takes a species the poster gives', async () => {
    const post = await createPost(h, poster, { type: 'found', petName: '', breed: null, color: undefined, collarInfo: '  ', species: 'cat' });
    expect(post).toMatchObject({ type: 'found', petName: null, breed: null, color: null, collarInfo: null, species: 'cat' });
  });

  it('ignores the status, approval and poster a body claims', async () => {
    const post = await createPost(h, poster, { status: 'resolved', approvalStatus: 'approved', userId: neighbour.userId, id: UNKNOWN });
    expect(post).toMatchObject({ status: 'active', approvalStatus: 'pending', isOwner: true });
    expect(post.id).not.toBe(UNKNOWN);
    expect((await mine(neighbour)).map((p) => p.id)).not.toContain(post.id);
  });

  it('needs a signed-in member (svc-pets checks the actor itself)', async () => {
    expect(await h.fails('createLostFoundPet', { body: validPost() })).toMatchObject({ code: 'unauthorized' });
    expect(await h.fails('listMyLostFoundPets', {})).toMatchObject({ code: 'unauthorized' });
  });

  it.each([
    [{ description: '' }, 'Description is required'],
    [{ description: '   ' }, 'Description is required'],
    [{ lastSeenLocation: undefined }, 'Last seen location is required'],
    [{ lastSeenDate: '' }, 'Last seen date is required'],
    [{ lastSeenDate: null }, 'Last seen date is required'],
    [{ lastSeenDate: 'last tuesday' }, 'Last seen date must be a valid date'],
    [{ lastSeenDate: '2999-01-01' }, 'Last seen date cannot be in the future'],
    [{ photoUrl: undefined }, 'Pet photo is required'],
    [{ photoUrl: 'https://example.com/dog.jpg' }, 'Pet photo must be an uploaded image (upload it first)'],
    [{ contactInfo: '' }, 'Contact phone number is required'],
    [{ contactInfo: 'ring the bell' }, 'Contact phone number must be a valid phone number'],
    [{ contactInfo: '555-12' }, 'Contact phone number must be a valid phone number'],
    [{ type: 'stolen' }, 'Post type must be lost or found'],
    [{ type: undefined }, 'Post type must be lost or found'],
    [{ petName: 'x'.repeat(101) }, 'Pet name must be at most 100 characters'],
    [{ description: 'x'.repeat(2001) }, 'Description must be at most 2000 characters'],
  ])('refuses %o with 400 "%s" and stores nothing', async (over, message) => {
    const before = (await mine(neighbour)).length;
    const outbox = await h.count('outbox');
    expect(await h.fails('createLostFoundPet', { actor: neighbour, body: validPost(over) })).toEqual({ code: 'validation', message });
    expect(await mine(neighbour)).toHaveLength(before);
    expect(await h.count('outbox')).toBe(outbox);
  });
});

describe('visibility', () => {
  it('hides a pending post from the public lists and from other people, and shows it to its poster', async () => {
    const post = await createPost(h, poster);
    expect(await publicIds()).not.toContain(post.id);
    expect(await publicIds('lost')).not.toContain(post.id);
    expect(await h.fails('getLostFoundPet', { params: { id: post.id } })).toEqual({ code: 'not_found', message: 'Pet post not found' });
    expect(await h.fails('getLostFoundPet', { actor: neighbour, params: { id: post.id } })).toMatchObject({ code: 'not_found' });

    const own = await h.call<LostFoundPet>('getLostFoundPet', { actor: poster, params: { id: post.id } });
    expect(own).toMatchObject({ id: post.id, approvalStatus: 'pending', isOwner: true });
    expect((await mine(poster)).find((p) => p.id === post.id)).toMatchObject({ approvalStatus: 'pending', status: 'active' });
    expect((await mine(neighbour)).map((p) => p.id)).not.toContain(post.id);
  });

  it('shows a pending post to admins: by the role the gateway passed on, else by asking svc-admin', async () => {
    const post = await createPost(h, poster);
    const seen = await h.call<LostFoundPet>('getLostFoundPet', { actor: contentManager, params: { id: post.id } });
    expect(seen).toMatchObject({ id: post.id, approvalStatus: 'pending', isOwner: false });
    adminCheck.asked.length = 0;
    const asked = await h.call<LostFoundPet>('getLostFoundPet', { actor: adminWithoutRole, params: { id: post.id } });
    expect(asked).toMatchObject({ id: post.id, approvalStatus: 'pending', isOwner: false });
    expect(adminCheck.asked).toEqual([contentManager.userId]);
  });

  it('asks svc-admin only about unapproved posts, and only for signed-in people who are not the poster', async () => {
    const post = await createPost(h, poster);
    await moderate(post.id, 'approved');
    adminCheck.asked.length = 0;
    await h.call('getLostFoundPet', { actor: neighbour, params: { id: post.id } });
    await h.call('getLostFoundPet', { params: { id: post.id } });
    const pending = await createPost(h, poster);
    await h.call('getLostFoundPet', { actor: poster, params: { id: pending.id } });
    await h.fails('getLostFoundPet', { params: { id: pending.id } });
    expect(adminCheck.asked).toEqual([]);
  });

  it('lists approved posts publicly, filtered by type, newest first', async () => {
    const lost = await createPost(h, poster, { type: 'lost' });
    const found = await createPost(h, neighbour, { type: 'found' });
    await moderate(lost.id, 'approved');
    await moderate(found.id, 'approved');
    const all = await publicIds();
    expect(all.indexOf(found.id)).toBeLessThan(all.indexOf(lost.id));
    expect(all).toEqual(expect.arrayContaining([lost.id, found.id]));
    expect(await publicIds('lost')).toContain(lost.id);
    expect(await publicIds('lost')).not.toContain(found.id);
    expect(await publicIds('found')).toContain(found.id);
    expect(await publicIds('found')).not.toContain(lost.id);
    expect(await publicIds('all')).toEqual(expect.arrayContaining([lost.id, found.id]));
    expect(await h.fails('listLostFoundPets', { query: { type: 'cats' } })).toEqual({ code: 'validation', message: 'Type must be lost or found' });
    const anonymous = await h.call<LostFoundPet>('getLostFoundPet', { params: { id: lost.id } });
    expect(anonymous).toMatchObject({ id: lost.id, approvalStatus: 'approved', isOwner: false });
    const signedIn = (await h.call<Page<LostFoundPet>>('listLostFoundPets', { actor: neighbour })).items;
    expect(signedIn.find((p) => p.id === found.id)?.isOwner).toBe(true);
    expect(signedIn.find((p) => p.id === lost.id)?.isOwner).toBe(false);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(await h.fails('getLostFoundPet', { params: { id: UNKNOWN } })).toEqual({ code: 'not_found', message: 'Pet post not found' });
    expect(await h.fails('getLostFoundPet', { params: { id: 'not-an-id' } })).toEqual({ code: 'not_found', message: 'Pet post not found' });
  });
});

describe('moderation', () => {
  /** Every page of the moderation queue, in order. */
  async function wholeQueue(): Promise<LostFoundPet[]> {
    const posts: LostFoundPet[] = [];
    for (let cursor: string | null | undefined; cursor !== null; ) {
      const page = await h.call<Page<LostFoundPet>>('listPendingLostFoundPets', { actor: moderator, query: { limit: '5', cursor } });
      posts.push(...page.items);
      cursor = page.nextCursor;
    }
    return posts;
  }

  it('svc-pets itself refuses an actor whose admin role is below moderator', async () => {
    const post = await createPost(h, poster);
    expect(await h.fails('listPendingLostFoundPets', { actor: contentManager })).toEqual({
      code: 'forbidden',
      message: 'Insufficient Permissions: This page requires moderator privileges. Your current role is content manager.',
    });
    expect(await h.fails('listPendingLostFoundPets', { actor: { ...contentManager, adminRole: null } })).toEqual({
      code: 'forbidden',
      message: ADMIN_DENIAL.notAdmin,
    });
    expect(await h.fails('listPendingLostFoundPets', {})).toMatchObject({ code: 'unauthorized' });
    expect(await h.fails('moderateLostFoundPet', { actor: poster, params: { id: post.id }, body: { approvalStatus: 'approved' } })).toMatchObject({
      code: 'forbidden',
    });
    expect(await h.fails('moderateLostFoundPet', { actor: contentManager, params: { id: post.id }, body: { approvalStatus: 'approved' } })).toMatchObject({
      code: 'forbidden',
    });
    await expect(h.call('listPendingLostFoundPets', { actor: moderator })).resolves.toMatchObject({ items: expect.any(Array) });
    expect(await publicIds()).not.toContain(post.id);
    expect((await outboxEvents(h, post.id)).map((e) => e.subject)).toEqual([EVENTS.petPostCreated.subject]);
  });

  it('lets a moderator list pending posts (with species and createdAt) and approve one', async () => {
    const post = await createPost(h, poster, { petName: 'Mochi', breed: 'Siamese', type: 'found' });
    const pending = await wholeQueue();
    expect(pending.find((p) => p.id === post.id)).toMatchObject({
      type: 'found',
      species: 'cat',
      breed: 'Siamese',
      lastSeenLocation: 'Riverside Park, near the east gate',
      approvalStatus: 'pending',
      createdAt: expect.any(String),
    });
    const times = pending.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const approved = await moderate(post.id, 'approved');
    expect(approved).toMatchObject({ id: post.id, approvalStatus: 'approved' });
    expect(await publicIds()).toContain(post.id);
    const after = await wholeQueue();
    expect(after.map((p) => p.id)).not.toContain(post.id);
    const { rows } = await h.db.query('SELECT moderated_by, moderated_at FROM lost_found_posts WHERE id = $1', [post.id]);
    expect(rows[0]).toEqual({ moderated_by: moderator.userId, moderated_at: expect.any(Date) });
    expect((await outboxEvents(h, post.id)).map((e) => e.subject)).toEqual([EVENTS.petPostCreated.subject, EVENTS.petPostModerated.subject]);
    expect((await outboxEvents(h, post.id))[1].data).toEqual({
      postId: post.id,
      userId: poster.userId,
      type: 'found',
      petName: 'Mochi',
      approvalStatus: 'approved',
      species: 'cat',
      breed: 'Siamese',
      color: 'Tricolor',
      lastSeenLocation: 'Riverside Park, near the east gate',
      latitude: null,
      longitude: null,
      locationPrecision: null,
    });
    // The same decision again changes nothing and announces nothing.
    expect(await moderate(post.id, 'approved')).toMatchObject({ approvalStatus: 'approved' });
    expect(await outboxEvents(h, post.id)).toHaveLength(2);
  });

  it('lets a super admin reject a post: it stays out of public view, and the poster sees it rejected', async () => {
    const post = await createPost(h, poster);
    await moderate(post.id, 'rejected', superAdmin);
    expect(await publicIds()).not.toContain(post.id);
    expect(await h.fails('getLostFoundPet', { actor: neighbour, params: { id: post.id } })).toMatchObject({ code: 'not_found' });
    expect((await mine(poster)).find((p) => p.id === post.id)).toMatchObject({ approvalStatus: 'rejected' });
    expect(await h.fails('moderateLostFoundPet', { actor: moderator, params: { id: post.id }, body: { approvalStatus: 'approved' } })).toEqual({
      code: 'conflict',
      message: 'This post has already been rejected',
    });
  });

  it('validates the decision and the post id', async () => {
    const post = await createPost(h, poster);
    expect(await h.fails('moderateLostFoundPet', { actor: moderator, params: { id: post.id }, body: { approvalStatus: 'pending' } })).toEqual({
      code: 'validation',
      message: 'Approval status must be approved or rejected',
    });
    expect(await h.fails('moderateLostFoundPet', { actor: moderator, params: { id: UNKNOWN }, body: { approvalStatus: 'approved' } })).toEqual({
      code: 'not_found',
      message: 'Pet post not found',
    });
    expect(await h.fails('moderateLostFoundPet', { actor: moderator, params: { id: 'nope' }, body: { approvalStatus: 'approved' } })).toMatchObject({
      code: 'not_found',
    });
  });
});

describe('resolving', () => {
  it('lets only the poster mark a pet reunited; resolved posts leave the public lists', async () => {
    const post = await createPost(h, poster);
    await moderate(post.id, 'approved');
    expect(await publicIds()).toContain(post.id);

    expect(await h.fails('setLostFoundPetStatus', { actor: neighbour, params: { id: post.id }, body: { status: 'resolved' } })).toEqual({
      code: 'forbidden',
      message: 'Only the person who posted this pet can change its status',
    });
    expect(await h.fails('setLostFoundPetStatus', { actor: moderator, params: { id: post.id }, body: { status: 'resolved' } })).toMatchObject({
      code: 'forbidden',
    });
    expect(await h.fails('setLostFoundPetStatus', { params: { id: post.id }, body: { status: 'resolved' } })).toMatchObject({ code: 'unauthorized' });
    expect(await h.fails('setLostFoundPetStatus', { actor: poster, params: { id: UNKNOWN }, body: { status: 'resolved' } })).toEqual({
      code: 'not_found',
      message: 'Pet post not found',
    });
    expect(await h.fails('setLostFoundPetStatus', { actor: poster, params: { id: post.id }, body: { status: 'found' } })).toEqual({
      code: 'validation',
      message: 'Status must be active or resolved',
    });
    expect(await publicIds()).toContain(post.id);

    const done = await setStatus(post.id, 'resolved');
    expect(done).toMatchObject({ id: post.id, status: 'resolved', resolvedAt: expect.any(String) });
    expect(await publicIds()).not.toContain(post.id);
    expect(await publicIds('lost')).not.toContain(post.id);
    expect((await h.call<LostFoundPet>('getLostFoundPet', { params: { id: post.id } })).status).toBe('resolved');
    expect((await mine(poster)).find((p) => p.id === post.id)).toMatchObject({ status: 'resolved' });
    expect((await outboxEvents(h, post.id)).pop()).toEqual({
      subject: EVENTS.petPostResolved.subject,
      data: { postId: post.id, userId: poster.userId, type: 'lost', petName: 'Biscuit', thankYouNote: null },
    });

    // Resolving again is a no-op (no second event); reopening brings it back without an event.
    const events = (await outboxEvents(h, post.id)).length;
    await setStatus(post.id, 'resolved');
    const reopened = await setStatus(post.id, 'active');
    expect(reopened).toMatchObject({ status: 'active', resolvedAt: null });
    expect(await outboxEvents(h, post.id)).toHaveLength(events);
    expect(await publicIds()).toContain(post.id);
  });

  it('tells svc-admin whether a reported post exists for the reporter: approved ones to all, hidden ones to the poster only', async () => {
    const pending = await createPost(h, poster);
    const approved = await createPost(h, poster);
    await moderate(approved.id, 'approved');
    const exists = (actor: Actor, contentId: unknown, contentType: unknown = 'lost_found_pet') =>
      h.callSubject(SUBJECTS.pets.contentExists, { actor, body: { contentType, contentId } });
    expect(await exists(neighbour, approved.id)).toEqual({ exists: true });
    expect(await exists(neighbour, pending.id)).toEqual({ exists: false });
    expect(await exists(poster, pending.id)).toEqual({ exists: true });
    expect(await exists(neighbour, UNKNOWN)).toEqual({ exists: false });
    expect(await exists(neighbour, 'not-a-uuid')).toEqual({ exists: false });
    expect(await exists(neighbour, approved.id, 'business')).toEqual({ exists: false });
  });

  it("answers 404 for someone else's hidden (pending or rejected) post, exactly as for a missing one, changing nothing", async () => {
    const pending = await createPost(h, poster);
    const rejected = await createPost(h, poster);
    await moderate(rejected.id, 'rejected');
    for (const post of [pending, rejected]) {
      expect(await h.fails('setLostFoundPetStatus', { actor: neighbour, params: { id: post.id }, body: { status: 'resolved' } })).toEqual({
        code: 'not_found',
        message: 'Pet post not found',
      });
      expect((await h.db.query('SELECT status FROM lost_found_posts WHERE id = $1', [post.id])).rows[0].status).toBe('active');
    }
  });
});
