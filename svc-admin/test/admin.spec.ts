// Service integration: svc-admin (built, its own process) with real Postgres and NATS. People and the
// read model come from events published as their producers would; routes are called as the gateway
// calls them (contract-parsed input, contract-checked answers). svc-admin re-checks every admin level
// itself; the gateway's authorization matrix stays in svc-gateway/test/admin.spec.ts.
import { randomUUID } from 'node:crypto';
import {
  ADMIN_DENIAL,
  ADMIN_ROLES,
  APPOINTMENT_STATUSES,
  BUSINESS_CATEGORIES,
  EVENTS,
  PRICE_RANGES,
  SUBJECTS,
  type Actor,
  type AdminRole,
  type AdminUser,
  type ReportedContentRef,
  type RouteName,
  type RpcRequest,
} from '@pawpals/contracts';
import { ServiceHarness, waitFor, type RawRequest } from '@pawpals/testing';
import { admin, publish, register, stubContentOwners, stubSubject, type Registered } from './support';

let h: ServiceHarness;
let contentOwners: { close(): Promise<void> } | undefined;
beforeAll(async () => {
  h = await ServiceHarness.start('admin');
  contentOwners = await stubContentOwners(h);
}, 90_000);
afterAll(async () => {
  await contentOwners?.close();
  await h?.close();
});

const LEVEL: Record<AdminRole, number> = { content_manager: 1, moderator: 2, super_admin: 3 };

/** Every admin route of svc-admin, the level it needs and a request that passes the level check. */
const ADMIN_ROUTES: { name: RouteName; needs: AdminRole; raw: RawRequest }[] = [
  { name: 'getDashboardAnalytics', needs: 'content_manager', raw: {} },
  { name: 'getAdminTrends', needs: 'content_manager', raw: {} },
  { name: 'listMembers', needs: 'content_manager', raw: {} },
  { name: 'listReportedContent', needs: 'moderator', raw: {} },
  { name: 'resolveReport', needs: 'moderator', raw: { params: { id: randomUUID() }, body: { action: 'dismiss', reason: 'Level check' } } },
  { name: 'createTakedown', needs: 'moderator', raw: { body: { contentType: 'review', contentId: randomUUID(), reason: 'Level check' } } },
  { name: 'restoreTakedown', needs: 'moderator', raw: { params: { id: randomUUID() } } },
  { name: 'sendBulkNotification', needs: 'content_manager', raw: { body: { title: 'Level check', message: 'Hello all' } } },
  { name: 'getSettingsCategories', needs: 'content_manager', raw: {} },
  { name: 'listAdminUsers', needs: 'super_admin', raw: {} },
  { name: 'addAdminUser', needs: 'super_admin', raw: { body: { userId: randomUUID(), role: 'moderator' } } },
  { name: 'removeAdminUser', needs: 'super_admin', raw: { params: { id: randomUUID() } } },
  { name: 'searchPlaces', needs: 'content_manager', raw: { body: { city: 'Boise', state: 'ID', limit: 2 } } },
  { name: 'importBusinesses', needs: 'content_manager', raw: { body: { businesses: [{ name: 'x' }] } } },
  { name: 'listAuditLog', needs: 'super_admin', raw: { query: { limit: '10' } } },
  { name: 'suspendUser', needs: 'moderator', raw: { params: { id: randomUUID() }, body: { reason: 'Level check', until: null } } },
  { name: 'reinstateUser', needs: 'moderator', raw: { params: { id: randomUUID() } } },
];
const WHO = ['anonymous', 'member', ...ADMIN_ROLES] as const;

/** 'ok', or the code of the domain error the call failed with. */
async function outcome(name: RouteName, raw: RawRequest): Promise<string> {
  try {
    await h.call(name, raw);
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}

describe('svc-admin checks the admin level itself', () => {
  const cases = ADMIN_ROUTES.flatMap((route) => WHO.map((who) => [route.name, who, route] as const));

  it.each(cases)('%s as %s', async (_name, who, route) => {
    const actor: Actor | null = who === 'anonymous' ? null : who === 'member' ? { userId: randomUUID() } : admin(who);
    const raw = { ...route.raw, actor };
    if (who === 'anonymous') {
      expect(await h.fails(route.name, raw)).toMatchObject({ code: 'unauthorized' });
    } else if (who === 'member') {
      expect(await h.fails(route.name, raw)).toEqual({ code: 'forbidden', message: ADMIN_DENIAL.notAdmin });
    } else if (LEVEL[who] < LEVEL[route.needs]) {
      expect(await h.fails(route.name, raw)).toEqual({ code: 'forbidden', message: ADMIN_DENIAL.insufficientRole(route.needs, who) });
    } else {
      // Past the level check: whatever happens next (an unknown id, svc-directory absent) is not a denial.
      expect(['unauthorized', 'forbidden']).not.toContain(await outcome(route.name, raw));
    }
  });
});

describe('admin check and the configured super admin', () => {
  it('answers whether the signed-in person is an admin, and grants the designated super admin the role', async () => {
    expect(await h.fails('checkAdmin', {})).toMatchObject({ code: 'unauthorized' });
    const root = await register(h, 'Root');
    expect(await h.call('checkAdmin', { actor: { userId: root.userId } })).toEqual({ isAdmin: false, role: null });
    await publish(h, EVENTS.superAdminDesignated, { userId: root.userId, username: root.username });
    await waitFor(async () => (await h.call('checkAdmin', { actor: { userId: root.userId } })).isAdmin || undefined, 8000, 'the designation');
    expect(await h.call('checkAdmin', { actor: { userId: root.userId } })).toEqual({ isAdmin: true, role: 'super_admin' });
  });

  it('makes the designated person super admin whatever role they held before', async () => {
    const person = await register(h, 'Demoted');
    await h.call('addAdminUser', { actor: admin('super_admin'), body: { userId: person.userId, role: 'content_manager' } });
    expect(await h.call('checkAdmin', { actor: { userId: person.userId } })).toEqual({ isAdmin: true, role: 'content_manager' });
    await publish(h, EVENTS.superAdminDesignated, { userId: person.userId, username: person.username });
    await waitFor(async () => (await h.call('checkAdmin', { actor: { userId: person.userId } })).role === 'super_admin' || undefined, 8000, 'the upgrade');
  });
});

describe('admin users', () => {
  let root: Registered;
  let rootActor: Actor;
  let moderator: Registered;

  beforeAll(async () => {
    root = await register(h, 'Chief');
    rootActor = admin('super_admin', root.userId);
    await publish(h, EVENTS.superAdminDesignated, { userId: root.userId, username: root.username });
    await waitFor(async () => (await h.call('checkAdmin', { actor: { userId: root.userId } })).isAdmin || undefined, 8000, 'the designation');
    moderator = await register(h, 'Mod');
  });

  it('grants a role to a member, lists admins with email, username and date, and refuses duplicates and strangers', async () => {
    const added = await h.call<AdminUser>('addAdminUser', { actor: rootActor, body: { userId: moderator.userId, role: 'moderator' } });
    expect(added).toEqual({
      id: expect.any(String),
      userId: moderator.userId,
      email: moderator.email,
      username: moderator.username,
      role: 'moderator',
      createdAt: expect.any(String),
    });
    expect(await h.call('checkAdmin', { actor: { userId: moderator.userId } })).toEqual({ isAdmin: true, role: 'moderator' });

    const admins = await h.call<AdminUser[]>('listAdminUsers', { actor: rootActor });
    expect(admins.find((a) => a.username === root.username)).toMatchObject({ role: 'super_admin', email: root.email });
    expect(admins.find((a) => a.userId === moderator.userId)).toEqual(added);
    const times = admins.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    expect(await h.fails('addAdminUser', { actor: rootActor, body: { userId: moderator.userId, role: 'moderator' } })).toEqual({
      code: 'conflict',
      message: 'This user is already an admin',
    });
    expect(await h.fails('addAdminUser', { actor: rootActor, body: { userId: moderator.userId } })).toEqual({
      code: 'validation',
      message: 'Please select a user and role',
    });
    expect(await h.fails('addAdminUser', { actor: rootActor, body: { userId: 'nobody', role: 'moderator' } })).toEqual({
      code: 'validation',
      message: 'Please select a user and role',
    });
    expect(await h.fails('addAdminUser', { actor: rootActor, body: { userId: randomUUID(), role: 'moderator' } })).toEqual({
      code: 'not_found',
      message: 'User not found',
    });
  });

  it('refuses removing yourself and the last super admin, and removes others', async () => {
    const admins = await h.call<AdminUser[]>('listAdminUsers', { actor: rootActor });
    const mine = admins.find((a) => a.userId === root.userId)!;
    expect(await h.fails('removeAdminUser', { actor: rootActor, params: { id: mine.id } })).toEqual({
      code: 'forbidden',
      message: 'You cannot remove your own admin access',
    });

    // Two super admins were designated in this file (Root, Demoted) plus Chief: leave Chief the only one.
    const supers = admins.filter((a) => a.role === 'super_admin' && a.userId !== root.userId);
    for (const other of supers) {
      expect(await h.call('removeAdminUser', { actor: rootActor, params: { id: other.id } })).toEqual({ message: 'Admin user removed successfully' });
    }
    const outsider = admin('super_admin');
    expect(await h.fails('removeAdminUser', { actor: outsider, params: { id: mine.id } })).toEqual({
      code: 'conflict',
      message: 'The last super admin cannot be removed',
    });
    expect(await h.call('checkAdmin', { actor: { userId: root.userId } })).toEqual({ isAdmin: true, role: 'super_admin' });

    const mod = admins.find((a) => a.userId === moderator.userId)!;
    expect(await h.call('removeAdminUser', { actor: rootActor, params: { id: mod.id } })).toEqual({ message: 'Admin user removed successfully' });
    expect(await h.call('checkAdmin', { actor: { userId: moderator.userId } })).toEqual({ isAdmin: false, role: null });
    expect((await h.call<AdminUser[]>('listAdminUsers', { actor: rootActor })).map((a) => a.id)).not.toContain(mod.id);
    expect(await h.fails('removeAdminUser', { actor: rootActor, params: { id: mod.id } })).toEqual({ code: 'not_found', message: 'Admin user not found' });
    expect(await h.fails('removeAdminUser', { actor: rootActor, params: { id: 'not-an-id' } })).toEqual({ code: 'not_found', message: 'Admin user not found' });
  });
});

describe('analytics read model', () => {
  it('counts a scripted burst of events exactly', async () => {
    const actor = admin('content_manager');
    const before = await h.call('getDashboardAnalytics', { actor });
    const owner = randomUUID();
    const businesses = Array.from({ length: 6 }, (_, i) => ({
      businessId: randomUUID(),
      ownerId: owner,
      name: `Burst Biz ${i}`,
      category: (['groomer', 'park', 'veterinarian'] as const)[i % 3],
      city: 'Austin',
      priceRange: 'moderate' as const,
      isPremium: (i < 2 ? 1 : 0) as 0 | 1,
    }));
    for (const b of businesses) await publish(h, EVENTS.businessCreated, b);
    // An update replayed twice and an older update arriving late must not double-count or regress.
    const upgraded = { ...businesses[5], isPremium: 1 as const };
    const update = await publish(h, EVENTS.businessUpdated, upgraded);
    await publish(h, EVENTS.businessUpdated, upgraded, { id: update.id });
    await publish(h, EVENTS.businessUpdated, { ...businesses[5], isPremium: 0 }, { occurredAt: new Date(Date.now() - 3_600_000).toISOString() });
    const posts = Array.from({ length: 5 }, () => ({ postId: randomUUID(), userId: owner, type: 'lost' as const, petName: 'Burst', species: 'dog' as const }));
    for (const p of posts) await publish(h, EVENTS.petPostCreated, p);
    await publish(h, EVENTS.petPostModerated, { ...posts[0], approvalStatus: 'approved' });
    await publish(h, EVENTS.petPostModerated, { ...posts[1], approvalStatus: 'approved' });
    await publish(h, EVENTS.petPostResolved, { ...posts[1] });
    for (let i = 0; i < 4; i++) {
      await publish(h, EVENTS.appointmentRequested, {
        appointmentId: randomUUID(), businessId: businesses[2].businessId, businessName: 'Burst Biz 2', ownerId: owner,
        userId: randomUUID(), appointmentDate: new Date().toISOString(), petName: null,
      });
    }
    const after = await waitFor(async () => {
      const body = await h.call('getDashboardAnalytics', { actor });
      return body.totalAppointments === before.totalAppointments + 4 && body.totalBusinesses === before.totalBusinesses + 6 ? body : undefined;
    }, 10_000, 'the burst to be projected');
    await new Promise((r) => setTimeout(r, 500));
    const settled = await h.call('getDashboardAnalytics', { actor });
    expect(settled).toMatchObject({
      totalBusinesses: before.totalBusinesses + 6,
      premiumBusinesses: before.premiumBusinesses + 3,
      activePets: before.activePets + 1,
      // Pending posts are svc-pets' own queue (asked over NATS, stubbed here), not the read model's.
      pendingContentApproval: before.pendingContentApproval,
      totalAppointments: before.totalAppointments + 4,
      totalUsers: after.totalUsers,
      reunionsThisMonth: before.reunionsThisMonth + 1,
    });
    const count = (c: string, body: typeof settled) => body.categoryDistribution.find((d: { category: string }) => d.category === c).count;
    expect(count('park', settled) - count('park', before)).toBe(2);
    expect(settled.categoryDistribution.map((d: { category: string }) => d.category)).toEqual([...BUSINESS_CATEGORIES]);
    expect(settled.recentActivity).toHaveLength(5);
    expect(settled.recentActivity[0]).toEqual({ id: expect.any(String), description: expect.any(String), timestamp: expect.any(String) });
    expect(settled.recentActivity.map((a: { description: string }) => a.description)).toContain('Appointment requested at Burst Biz 2');
  });

  it("counts this month's reunions only", async () => {
    const actor = admin('content_manager');
    const before = (await h.call('getDashboardAnalytics', { actor })).reunionsThisMonth;
    const post = () => ({ postId: randomUUID(), userId: randomUUID(), type: 'lost' as const, petName: 'Home' });
    // One consumer takes both in order: once the recent one is counted, the old one has been processed too.
    await publish(h, EVENTS.petPostResolved, post(), { occurredAt: new Date(Date.now() - 60 * 86_400_000).toISOString() });
    await publish(h, EVENTS.petPostResolved, post());
    await waitFor(async () => ((await h.call('getDashboardAnalytics', { actor })).reunionsThisMonth === before + 1 ? true : undefined), 10_000, 'the reunion');
    await new Promise((r) => setTimeout(r, 300));
    expect((await h.call('getDashboardAnalytics', { actor })).reunionsThisMonth).toBe(before + 1);
  });

  it('counts members from the projection', async () => {
    const actor = admin('content_manager');
    const before = (await h.call('getDashboardAnalytics', { actor })).totalUsers;
    const newcomer = await register(h, 'Newcomer');
    expect((await h.call('getDashboardAnalytics', { actor })).totalUsers).toBe(before + 1);
    await waitFor(async () => {
      const { recentActivity } = await h.call('getDashboardAnalytics', { actor });
      return recentActivity.some((a: { description: string }) => a.description === `New member: ${newcomer.username} joined`) || undefined;
    }, 8000, 'the new member activity');
  });
});

describe('members', () => {
  it('lists members with counts and badges', async () => {
    const plain = await register(h, 'Plain');
    const helper = await register(h, 'Helper');
    const owner = await register(h, 'Bizzy', 'business_owner');
    const post = { postId: randomUUID(), userId: helper.userId, type: 'found' as const, petName: 'Tigger' };
    await publish(h, EVENTS.petPostCreated, { ...post, species: 'cat' });
    await publish(h, EVENTS.petPostResolved, post);
    for (let i = 0; i < 5; i++) {
      await publish(h, EVENTS.reviewCreated, {
        reviewId: randomUUID(), userId: helper.userId, businessId: randomUUID(), businessName: `Spot ${i}`, ownerId: randomUUID(),
        rating: 5, avgRating: 5, reviewCount: 1,
      });
    }
    const actor = admin('content_manager');
    const users = await waitFor(async () => {
      const list = (await h.call('listMembers', { actor, query: { limit: '100' } })).items;
      return list.find((u: { id: string }) => u.id === helper.userId)?.reviewsCount === 5 ? list : undefined;
    }, 10_000, 'the helper’s reviews to be projected');
    expect(users.find((u: { username: string }) => u.username === plain.username)).toEqual({
      id: plain.userId,
      email: plain.email,
      username: plain.username,
      profilePicture: null,
      reviewsCount: 0,
      petsFoundCount: 0,
      badges: [],
      suspension: null,
    });
    expect(users.find((u: { id: string }) => u.id === helper.userId)).toMatchObject({
      reviewsCount: 5,
      petsFoundCount: 1,
      badges: [{ name: 'Top Reviewer' }, { name: 'Community Helper' }, { name: 'Pet Hero' }],
    });
    expect(users.find((u: { id: string }) => u.id === owner.userId).badges).toEqual([{ name: 'Business Owner' }]);
    const order = users.map((u: { id: string }) => u.id);
    expect(order.indexOf(owner.userId)).toBeLessThan(order.indexOf(plain.userId));
  });
});

describe('bulk notification', () => {
  it('validates, then asks for the broadcast with one event', async () => {
    const actor = admin('content_manager');
    expect(await h.fails('sendBulkNotification', { actor, body: { title: ' ', message: 'x' } })).toEqual({
      code: 'validation',
      message: 'Please fill in all fields',
    });
    expect(await h.fails('sendBulkNotification', { actor, body: { title: 'Hi' } })).toEqual({ code: 'validation', message: 'Please fill in all fields' });
    expect(await h.fails('sendBulkNotification', { actor, body: { title: 'x'.repeat(121), message: 'x' } })).toEqual({
      code: 'validation',
      message: 'Keep the title under 120 and the message under 1000 characters',
    });
    const before = (await h.events(EVENTS.broadcastRequested.type)).length;
    const sent = await h.call('sendBulkNotification', { actor, body: { title: '  Adoption day ', message: ' Saturday at the park ' } });
    expect(sent).toEqual({ message: 'Bulk notification sent successfully', broadcastId: expect.any(String) });
    const events = await h.events(EVENTS.broadcastRequested.type);
    expect(events).toHaveLength(before + 1);
    expect(events.pop()!.data).toEqual({ broadcastId: sent.broadcastId, title: 'Adoption day', message: 'Saturday at the park' });
  });
});

describe('reported content', () => {
  /** Content that exists as its owning service would say (svc-directory / svc-pets answer in their own tests). */
  const existing = new Set<string>();
  const asked: RpcRequest<ReportedContentRef>[] = [];
  let stubs: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    const answer = (req: RpcRequest) => {
      asked.push(req as RpcRequest<ReportedContentRef>);
      return { exists: existing.has((req.body as ReportedContentRef).contentId) };
    };
    stubs = [await stubSubject(h, SUBJECTS.directory.contentExists, answer), await stubSubject(h, SUBJECTS.pets.contentExists, answer)];
  });
  afterAll(async () => {
    for (const stub of stubs) await stub.close();
  });

  it('answers 404 for a report about content that does not exist (or that the reporter cannot see), storing nothing', async () => {
    const member = { userId: randomUUID() };
    const before = await h.count('reported_content');
    for (const contentType of ['business', 'review', 'lost_found_pet'] as const) {
      const contentId = randomUUID();
      expect(await h.fails('reportContent', { actor: member, body: { contentType, contentId, reason: 'Spam link' } })).toEqual({
        code: 'not_found',
        message: 'The content you are reporting was not found',
      });
      // Each kind is asked of the service that owns it, as the reporter (a hidden pet post is not theirs to see).
      expect(asked.pop()).toMatchObject({ actor: member, body: { contentType, contentId } });
    }
    expect(await h.count('reported_content')).toBe(before);
  });

  it('lets a member report once and shows it to moderators', async () => {
    const member = { userId: randomUUID() };
    const contentId = randomUUID();
    existing.add(contentId);
    const pendingBefore = (await h.call('getDashboardAnalytics', { actor: admin('content_manager') })).pendingContentApproval;
    const report = await h.call('reportContent', { actor: member, body: { contentType: 'review', contentId, reason: '  Spam link ' } });
    expect(report).toEqual({ id: expect.any(String), contentType: 'review', contentId, reason: 'Spam link', status: 'pending', createdAt: expect.any(String) });
    expect(await h.fails('reportContent', { actor: member, body: { contentType: 'review', contentId, reason: 'Spam link' } })).toEqual({
      code: 'conflict',
      message: 'You have already reported this',
    });
    expect(await h.fails('reportContent', { actor: member, body: { contentType: 'review', contentId, reason: '' } })).toEqual({
      code: 'validation',
      message: 'Please tell us what is wrong',
    });
    expect(await h.fails('reportContent', { actor: member, body: { contentType: 'user', contentId, reason: 'Rude' } })).toEqual({
      code: 'validation',
      message: 'Choose what you are reporting',
    });
    expect(await h.fails('reportContent', { body: { contentType: 'review', contentId: randomUUID(), reason: 'Spam link' } })).toMatchObject({
      code: 'unauthorized',
    });
    // Someone else may report the same content.
    await h.call('reportContent', { actor: { userId: randomUUID() }, body: { contentType: 'review', contentId, reason: 'Also spam' } });

    const list = (await h.call('listReportedContent', { actor: admin('moderator') })).items;
    // The owner names what was reported; content it does not know is null.
    expect(list).toContainEqual({ ...report, content: null });
    expect(list[0]).toMatchObject({ reason: 'Also spam' });
    expect((await h.call('getDashboardAnalytics', { actor: admin('content_manager') })).pendingContentApproval).toBe(pendingBefore + 2);
  });
});

describe('settings', () => {
  it('lists the categories, price ranges, appointment statuses and admin roles', async () => {
    expect(await h.call('getSettingsCategories', { actor: admin('content_manager') })).toEqual({
      businessCategories: [...BUSINESS_CATEGORIES],
      priceRanges: [...PRICE_RANGES],
      appointmentStatuses: [...APPOINTMENT_STATUSES],
      adminRoles: [...ADMIN_ROLES],
    });
  });
});
