// The two inquiry lists by the one paging convention (docs/decisions/0139-one-paging-convention.md,
// docs/decisions/0141-inquiries-paged-by-conversation.md), walked over HTTP by their Link headers: the business
// owner's (GET /api/my-business/inquiries) and the customer's (GET /api/inquiries/mine). A page holds the
// messages of up to `limit` conversations, newest conversation first, each conversation's messages oldest
// first and never split over two pages; no conversation twice and none missed while messages and new
// conversations arrive between pages; readable 400s for a bad limit and a forged or foreign cursor; nobody
// reads another member's list. And GET /api/inquiries/unread-count, the inbox badges over every page.
import { randomUUID } from 'node:crypto';
import { CURSOR_NOT_VALID, encodeCursor, type InquiryMessage } from '@pawpals/contracts';
import type { RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { nextCursorOf, signUp, walkPages, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;

const TAG = randomUUID().slice(0, 8);
let signUps = 0;
const member = (over: Parameters<typeof signUp>[2] = {}) => signUp(http, `iq${TAG}_${signUps++}`, over);

let owner: Member;
let otherOwner: Member;
let stranger: Member;
let customers: Member[];
let businessId: string;
let otherBusinessId: string;
/** Every conversation of the owner's business and of customers[0], oldest first (the order they started in). */
let toBusiness: string[];
let ofCustomer: string[];

const BUSINESS_LIST = '/api/my-business/inquiries';
const MY_LIST = '/api/inquiries/mine';
const createBusiness = async (who: Member, name: string) =>
  (await http.post('/api/businesses').set('Cookie', who.cookie).send({ name, category: 'groomer', city: 'Austin', state: 'TX' }).expect(201)).body.id as string;

const ask = async (who: Member, business: string, subject: string) =>
  (await http.post(`/api/businesses/${business}/inquiries`).set('Cookie', who.cookie).send({ subject, message: `${subject}?` }).expect(201)).body
    .conversationId as string;

const reply = async (who: Member, conversationId: string, message: string) =>
  (await http.post(`/api/inquiries/${conversationId}/reply`).set('Cookie', who.cookie).send({ message }).expect(201)).body as InquiryMessage;

const unread = async (who: Member, side?: 'customer' | 'business') =>
  (await http.get(`/api/inquiries/unread-count${side ? `?side=${side}` : ''}`).set('Cookie', who.cookie).expect(200)).body.count as number;

const cursorOf = nextCursorOf;

/** The conversations of a list of messages, in the order their first message comes. */
const conversationsIn = (messages: InquiryMessage[]) => [...new Set(messages.map((m) => m.conversationId))];

/**
 * Follows the Link headers from `url` to the end as `who`; `between` runs after each page but the last.
 * Checks that every page keeps each conversation's messages together, oldest first.
 */
async function walk(url: string, who: Member, between?: (pageIndex: number) => Promise<void>) {
  const { pages, links } = await walkPages<InquiryMessage>(http, url, { cookie: who.cookie, between });
  for (const page of pages) {
    for (const id of conversationsIn(page)) {
      const at = page.flatMap((m, i) => (m.conversationId === id ? [i] : []));
      // One run of messages per conversation, oldest first.
      expect(at).toEqual(at.map((_, k) => at[0] + k));
      const times = at.map((i) => page[i].createdAt);
      expect(times).toEqual([...times].sort());
    }
  }
  const messages = pages.flat();
  const byPage = pages.map(conversationsIn);
  return { links, messages, byPage, conversations: byPage.flat() };
}

const refusal = async (url: string, who: Member | null) => {
  const req = http.get(url);
  return (await (who ? req.set('Cookie', who.cookie) : req).expect(400)).body.message;
};

beforeAll(async () => {
  config = await isolatedConfig();
  fleet = await ServiceFleet.start(config, ['directory']);
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
  owner = await member({ firstName: 'Olga', accountType: 'business_owner' });
  otherOwner = await member({ firstName: 'Oscar', accountType: 'business_owner' });
  stranger = await member({ firstName: 'Sam' });
  businessId = await createBusiness(owner, `Paging Groomer ${TAG}`);
  otherBusinessId = await createBusiness(otherOwner, `Other Groomer ${TAG}`);
  customers = [];
  for (let i = 0; i < 5; i++) customers.push(await member({ firstName: `Cus${i}` }));
  // Five customers ask the owner's business; customers[0] three times in all (once of the other business).
  toBusiness = [];
  ofCustomer = [];
  for (const [i, customer] of customers.entries()) {
    const id = await ask(customer, businessId, `Question ${i}`);
    toBusiness.push(id);
    if (i === 0) ofCustomer.push(id);
  }
  ofCustomer.push(await ask(customers[0], otherBusinessId, 'Elsewhere'));
  const again = await ask(customers[0], businessId, 'Question 0 again');
  toBusiness.push(again);
  ofCustomer.push(again);
  // The owner answers the first conversation (reading its question); its customer follows up twice.
  await reply(owner, toBusiness[0], 'Yes, Saturdays too.');
  await reply(customers[0], toBusiness[0], 'Great, thanks!');
  await reply(customers[0], toBusiness[0], 'And nail trims?');
  // The other owner asks the owner's business too, and is answered: a member on both sides.
  const fromOtherOwner = await ask(otherOwner, businessId, 'Neighbourly question');
  toBusiness.push(fromOtherOwner);
  await reply(owner, fromOtherOwner, 'Happy to help.');
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
});

describe("the business owner's inquiries, a page of conversations at a time", () => {
  it('answers the messages of limit conversations a page, newest conversation first, each once, linking the same query', async () => {
    const walked = await walk(`${BUSINESS_LIST}?limit=2`, owner);
    expect(walked.byPage.map((page) => page.length)).toEqual([2, 2, 2, 1]);
    expect(walked.conversations).toEqual([...toBusiness].reverse());
    for (const link of walked.links) expect(link).toMatch(/^\/api\/my-business\/inquiries\?limit=2&cursor=[A-Za-z0-9_-]+$/);
    // Every message of every conversation, the first one with its whole thread.
    expect(walked.messages.filter((m) => m.conversationId === toBusiness[0]).map((m) => [m.senderType, m.message])).toEqual([
      ['customer', 'Question 0?'],
      ['business', 'Yes, Saturdays too.'],
      ['customer', 'Great, thanks!'],
      ['customer', 'And nail trims?'],
    ]);
    expect(walked.messages).toHaveLength(toBusiness.length + 4);
    expect(walked.messages.every((m) => m.businessId === businessId)).toBe(true);
  });

  it('takes 50 conversations a page by default: one page without a Link, the same as the walk', async () => {
    const first = await http.get(BUSINESS_LIST).set('Cookie', owner.cookie).expect(200);
    expect(first.headers.link).toBeUndefined();
    expect(first.body).toEqual((await walk(`${BUSINESS_LIST}?limit=3`, owner)).messages);
  });

  it('shows no conversation twice and misses none while messages and new conversations arrive between pages', async () => {
    const arrived: string[] = [];
    const walked = await walk(`${BUSINESS_LIST}?limit=2`, owner, async (pageIndex) => {
      // A new conversation starts (above the reader's place), one already shown gets a message, and so
      // does the oldest, not shown yet.
      arrived.push(await ask(customers[1 + pageIndex], businessId, `Arrived ${pageIndex}`));
      await reply(customers[0], toBusiness[5], `Still there? ${pageIndex}`);
      await reply(owner, toBusiness[0], `One more thing ${pageIndex}`);
    });
    expect(new Set(walked.conversations).size).toBe(walked.conversations.length);
    expect(walked.conversations.filter((id) => !arrived.includes(id))).toEqual([...toBusiness].reverse());
    // What started above the reader's place waits for the next walk; the oldest came with its new messages.
    expect(walked.byPage[0]).toEqual([toBusiness[6], toBusiness[5]]);
    expect(walked.conversations.filter((id) => arrived.includes(id))).toEqual([]);
    expect(walked.messages.filter((m) => m.conversationId === toBusiness[0]).map((m) => m.message).slice(-3)).toEqual([
      'One more thing 0',
      'One more thing 1',
      'One more thing 2',
    ]);
    const again = await walk(`${BUSINESS_LIST}?limit=2`, owner);
    expect(again.conversations).toEqual([...toBusiness, ...arrived].reverse());
    toBusiness.push(...arrived);
  }, 60_000);
});

describe("the customer's inquiries, a page of conversations at a time", () => {
  it('answers the conversations I started, with any business, newest first, each once', async () => {
    const walked = await walk(`${MY_LIST}?limit=1`, customers[0]);
    expect(walked.byPage).toEqual([...ofCustomer].reverse().map((id) => [id]));
    expect(walked.links).toHaveLength(ofCustomer.length - 1);
    for (const link of walked.links) expect(link).toMatch(/^\/api\/inquiries\/mine\?limit=1&cursor=[A-Za-z0-9_-]+$/);
    expect(walked.messages.find((m) => m.conversationId === ofCustomer[1])?.businessId).toBe(otherBusinessId);
    // Customer-side read marks: my own messages are read; the owner's replies are read once I answered after them.
    const thread = walked.messages.filter((m) => m.conversationId === ofCustomer[0]);
    expect(thread.filter((m) => m.senderType === 'customer').every((m) => m.isRead === 1)).toBe(true);
  });

  it('shows no conversation twice and misses none while conversations start and messages arrive between pages', async () => {
    const arrived: string[] = [];
    const walked = await walk(`${MY_LIST}?limit=1`, customers[0], async () => {
      arrived.push(await ask(customers[0], otherBusinessId, 'Arrived while reading'));
      await reply(owner, ofCustomer[0], 'A reply while you read');
    });
    expect(new Set(walked.conversations).size).toBe(walked.conversations.length);
    expect(walked.conversations).toEqual([...ofCustomer].reverse());
    expect(walked.messages.filter((m) => m.conversationId === ofCustomer[0]).at(-1)?.message).toBe('A reply while you read');
    const again = await walk(`${MY_LIST}?limit=2`, customers[0]);
    expect(again.conversations).toEqual([...ofCustomer, ...arrived].reverse());
  }, 60_000);
});

describe('the unread count, over every conversation whatever page is loaded', () => {
  it("counts the other side's unread messages on each side and on both, and drops when a conversation is opened", async () => {
    const all = (await walk(`${BUSINESS_LIST}?limit=100`, owner)).messages;
    const businessUnread = all.filter((m) => m.senderType === 'customer' && m.isRead === 0).length;
    expect(businessUnread).toBeGreaterThan(2);
    expect(await unread(owner, 'business')).toBe(businessUnread);
    expect(await unread(owner, 'customer')).toBe(0);
    expect(await unread(owner)).toBe(businessUnread);
    // The first page alone shows fewer than the badge counts.
    const firstPage: InquiryMessage[] = (await http.get(`${BUSINESS_LIST}?limit=1`).set('Cookie', owner.cookie).expect(200)).body;
    expect(firstPage.filter((m) => m.isRead === 0).length).toBeLessThan(businessUnread);

    const mine = (await walk(`${MY_LIST}?limit=100`, customers[0])).messages;
    const customerUnread = mine.filter((m) => m.senderType === 'business' && m.isRead === 0).length;
    expect(customerUnread).toBeGreaterThan(0);
    expect(await unread(customers[0], 'customer')).toBe(customerUnread);
    expect(await unread(customers[0], 'business')).toBe(0);

    // The other owner: one unread answer as a customer, the questions to their business as its owner.
    const theirBusiness = (await walk(`${BUSINESS_LIST}?limit=100`, otherOwner)).messages.filter((m) => m.senderType === 'customer' && m.isRead === 0).length;
    expect(await unread(otherOwner, 'customer')).toBe(1);
    expect(await unread(otherOwner, 'business')).toBe(theirBusiness);
    expect(await unread(otherOwner)).toBe(1 + theirBusiness);

    const opened = toBusiness[4];
    const inOpened = all.filter((m) => m.conversationId === opened && m.senderType === 'customer' && m.isRead === 0).length;
    expect(inOpened).toBeGreaterThan(0);
    await http.post(`/api/inquiries/${opened}/read`).set('Cookie', owner.cookie).expect(200, { updated: inOpened });
    expect(await unread(owner, 'business')).toBe(businessUnread - inOpened);
    expect(await unread(stranger)).toBe(0);
  });

  it('refuses an unknown side readably, and answers nobody without a session', async () => {
    expect(await refusal('/api/inquiries/unread-count?side=owner', owner)).toBe('side must be one of customer, business');
    await http.get('/api/inquiries/unread-count').expect(401);
    await http.get('/api/inquiries/unread-count?side=business').expect(401);
  });
});

describe('nobody reads another member’s inquiries; bad paging is a readable 400', () => {
  it('is my own: another member sees none of them, whatever cursor they bring; nobody without a session', async () => {
    const ownerPage = await http.get(`${BUSINESS_LIST}?limit=1`).set('Cookie', owner.cookie).expect(200);
    const customerPage = await http.get(`${MY_LIST}?limit=1`).set('Cookie', customers[0].cookie).expect(200);
    await http.get(BUSINESS_LIST).set('Cookie', stranger.cookie).expect(200, []);
    await http.get(MY_LIST).set('Cookie', stranger.cookie).expect(200, []);
    await http.get(`${BUSINESS_LIST}?cursor=${cursorOf(ownerPage)}`).set('Cookie', stranger.cookie).expect(200, []);
    await http.get(`${MY_LIST}?cursor=${cursorOf(customerPage)}`).set('Cookie', stranger.cookie).expect(200, []);
    // The other owner's own business list holds only their business's conversations.
    const theirs: InquiryMessage[] = (await http.get(`${BUSINESS_LIST}?cursor=${cursorOf(ownerPage)}`).set('Cookie', otherOwner.cookie).expect(200)).body;
    expect(theirs.every((m) => m.businessId === otherBusinessId)).toBe(true);
    // A customer's list is not their business list: the owner started none.
    await http.get(MY_LIST).set('Cookie', owner.cookie).expect(200, []);
    for (const url of [BUSINESS_LIST, MY_LIST, `${BUSINESS_LIST}?cursor=${cursorOf(ownerPage)}`, `${MY_LIST}?limit=1`]) {
      expect((await http.get(url).expect(401)).body.message).toContain('Unauthorized');
    }
  });

  it('refuses a bad limit, a forged cursor and the cursor of another list, readably', async () => {
    for (const url of [BUSINESS_LIST, MY_LIST]) {
      for (const limit of ['0', '101', 'abc', '2.5']) {
        expect(await refusal(`${url}?limit=${limit}`, owner)).toBe('limit must be a whole number from 1 to 100');
      }
    }
    const business = cursorOf(await http.get(`${BUSINESS_LIST}?limit=1`).set('Cookie', owner.cookie).expect(200));
    const mine = cursorOf(await http.get(`${MY_LIST}?limit=1`).set('Cookie', customers[0].cookie).expect(200));
    const someId = randomUUID();
    const forged = [
      'abc',
      `${business}x`,
      encodeCursor('listBusinessInquiries:newest', ['yesterday', someId]),
      encodeCursor('listBusinessInquiries:newest', ['2026-01-01T00:00:00.000000Z', "x' OR 1=1 --"]),
      encodeCursor('listBusinessInquiries:newest', ['2026-01-01T00:00:00.000000Z']),
      encodeCursor('listPetConversations:latest', ['2026-01-01T00:00:00.000000Z', someId]),
    ];
    for (const cursor of forged) {
      expect({ cursor, message: await refusal(`${BUSINESS_LIST}?cursor=${encodeURIComponent(cursor)}`, owner) }).toEqual({ cursor, message: CURSOR_NOT_VALID });
    }
    // Each list's cursor is its own.
    expect(await refusal(`${BUSINESS_LIST}?cursor=${mine}`, owner)).toBe(CURSOR_NOT_VALID);
    expect(await refusal(`${MY_LIST}?cursor=${business}`, customers[0])).toBe(CURSOR_NOT_VALID);
    expect(await refusal(`${MY_LIST}?cursor=${encodeCursor('listNotifications:newest', ['2026-01-01T00:00:00.000000Z', someId])}`, customers[0])).toBe(CURSOR_NOT_VALID);
    await http.get(`${BUSINESS_LIST}?limit=1&cursor=${business}`).set('Cookie', owner.cookie).expect(200);
    await http.get(`${MY_LIST}?cursor=${mine}`).set('Cookie', customers[0].cookie).expect(200);
  });
});
