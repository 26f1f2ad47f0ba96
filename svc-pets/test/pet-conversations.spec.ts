// The poster chooses how to be reached. With 'messages' their phone reaches nobody but
// themselves and admins, on every route that answers the post; visitors write to them privately, the
// poster writes to whoever reported a sighting, both sides reply and read, and nobody else sees a thing.
import { randomUUID } from 'node:crypto';
import { EVENTS, type Actor, type Count, type LostFoundPet, type Page, type PetConversation, type PetMatch, type PetMessage, type Sighting } from '@pawpals/contracts';
import { ServiceHarness } from '@pawpals/testing';
import { createPost, person, stubAdminCheck, validPost } from './support';

const PHONE = '(512) 555-0199';
const PHONE_DIGITS = /512\D*555\D*0199/;

let h: ServiceHarness;
let adminCheck: Awaited<ReturnType<typeof stubAdminCheck>>;
const poster: Actor = { userId: randomUUID(), firstName: 'Pat', lastName: 'Quill' };
const visitor: Actor = { userId: randomUUID(), firstName: 'Vera', lastName: 'Stone' };
const stranger: Actor = { userId: randomUUID(), firstName: 'Sam' };
const admin = person();
const moderator = person('moderator');
let privatePost: LostFoundPet;

const approve = (id: string) => h.call<LostFoundPet>('moderateLostFoundPet', { actor: moderator, params: { id }, body: { approvalStatus: 'approved' } });
const send = (actor: Actor, id: string, message: string) => h.call<PetMessage>('sendPetMessage', { actor, params: { id }, body: { message } });
const conversationsOf = async (actor: Actor) => (await h.call<Page<PetConversation>>('listPetConversations', { actor })).items;
const reply = (actor: Actor, conversationId: string, message: string) =>
  h.call<PetMessage>('replyPetConversation', { actor, params: { conversationId }, body: { message } });
const messagesStored = () => h.count('pet_messages');
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  h = await ServiceHarness.start('pets');
  adminCheck = await stubAdminCheck(h, new Map([[admin.userId, 'moderator']]));
  const post = await createPost(h, poster, {
    petName: 'Juniper',
    breed: 'Border Collie',
    color: 'Black and white',
    contactInfo: PHONE,
    contactPreference: 'messages',
    lastSeenDate: daysAgo(3),
    latitude: 30.2672,
    longitude: -97.7431,
  });
  privatePost = await approve(post.id);
}, 90_000);
afterAll(async () => {
  await adminCheck?.close();
  await h?.close();
});

describe('contact preference', () => {
  it('defaults to phone, shown to everyone as before', async () => {
    const post = await approve((await createPost(h, poster, { contactInfo: '(512) 555-0100' })).id);
    expect(post.contactPreference).toBe('phone');
    expect(await h.call('getLostFoundPet', { params: { id: post.id } })).toMatchObject({ contactInfo: '(512) 555-0100', contactPreference: 'phone' });
  });

  it("keeps a 'messages' poster's phone from every other caller on every route that answers the post", async () => {
    // A found post that matches Juniper, whose poster looks at its matches.
    const finder: Actor = { userId: randomUUID(), firstName: 'Finn' };
    const found = await approve(
      (
        await createPost(h, finder, {
          type: 'found',
          petName: null,
          breed: 'Border Collie',
          color: 'Black and white',
          lastSeenDate: daysAgo(1),
          latitude: 30.27,
          longitude: -97.74,
        })
      ).id,
    );
    const answers: [string, unknown][] = [
      ['detail, signed out', await h.call('getLostFoundPet', { params: { id: privatePost.id } })],
      ['detail, another member', await h.call('getLostFoundPet', { actor: visitor, params: { id: privatePost.id } })],
      ['board, signed out', (await h.call('listLostFoundPets', { query: {} })).items],
      ['board, signed in, lost only', (await h.call('listLostFoundPets', { actor: visitor, query: { type: 'lost' } })).items],
      ['near me', (await h.call('listLostFoundPets', { query: { lat: '30.27', lng: '-97.74', radiusMiles: '10' } })).items],
      ['matches of the found post', await h.call<PetMatch[]>('listLostFoundPetMatches', { actor: finder, params: { id: found.id } })],
    ];
    for (const [where, answer] of answers) {
      const text = JSON.stringify(answer);
      expect({ where, leaks: PHONE_DIGITS.test(text) }).toEqual({ where, leaks: false });
      expect({ where, mentionsPost: text.includes(privatePost.id) }).toEqual({ where, mentionsPost: true });
    }
    const matches = answers[5][1] as PetMatch[];
    expect(matches.find((m) => m.pet.id === privatePost.id)?.pet).toMatchObject({ contactInfo: null, contactPreference: 'messages' });
  });

  it('shows it to the poster and to admins', async () => {
    expect((await h.call<LostFoundPet>('getLostFoundPet', { actor: poster, params: { id: privatePost.id } })).contactInfo).toBe(PHONE);
    expect((await h.call<LostFoundPet[]>('listMyLostFoundPets', { actor: poster })).find((p) => p.id === privatePost.id)?.contactInfo).toBe(PHONE);
    expect((await h.call<LostFoundPet>('getLostFoundPet', { actor: admin, params: { id: privatePost.id } })).contactInfo).toBe(PHONE);
    const pending = await createPost(h, poster, { contactPreference: 'messages', contactInfo: PHONE });
    const queue = (await h.call<{ items: LostFoundPet[] }>('listPendingLostFoundPets', { actor: moderator, query: { limit: '100' } })).items;
    expect(queue.find((p) => p.id === pending.id)?.contactInfo).toBe(PHONE);
  });

  it('can be changed later by the poster only, with or without a new phone', async () => {
    const post = await approve((await createPost(h, poster, { contactInfo: '(512) 555-0111' })).id);
    const changed = await h.call<LostFoundPet>('setLostFoundPetContact', {
      actor: poster,
      params: { id: post.id },
      body: { contactPreference: 'messages', contactInfo: '(512) 555-0122' },
    });
    expect(changed).toMatchObject({ contactPreference: 'messages', contactInfo: '(512) 555-0122' });
    expect(await h.call('getLostFoundPet', { actor: stranger, params: { id: post.id } })).toMatchObject({ contactInfo: null, contactPreference: 'messages' });
    await h.call('setLostFoundPetContact', { actor: poster, params: { id: post.id }, body: { contactPreference: 'phone' } });
    expect(await h.call('getLostFoundPet', { actor: stranger, params: { id: post.id } })).toMatchObject({ contactInfo: '(512) 555-0122' });
    expect(await h.fails('setLostFoundPetContact', { actor: stranger, params: { id: post.id }, body: { contactPreference: 'messages' } })).toEqual({
      code: 'forbidden',
      message: 'Only the person who posted this pet can change how to reach them',
    });
  });

  it.each([
    ['createLostFoundPet', { contactPreference: 'pigeon' }, 'Contact preference must be phone or messages'],
    ['setLostFoundPetContact', { contactPreference: 'carrier pigeon' }, 'Contact preference must be phone or messages'],
    ['setLostFoundPetContact', { contactPreference: 'phone', contactInfo: 'call me' }, 'Contact phone number must be a valid phone number'],
  ] as const)('%s refuses %j with a readable 400 and changes nothing', async (route, body, message) => {
    const postsBefore = await h.count('lost_found_posts');
    const error =
      route === 'createLostFoundPet'
        ? await h.fails(route, { actor: poster, body: validPost(body) })
        : await h.fails(route, { actor: poster, params: { id: privatePost.id }, body });
    expect(error).toEqual({ code: 'validation', message: expect.stringContaining(message) });
    expect(await h.count('lost_found_posts')).toBe(postsBefore);
    expect(await h.call('getLostFoundPet', { actor: poster, params: { id: privatePost.id } })).toMatchObject({ contactPreference: 'messages', contactInfo: PHONE });
  });
});

describe('messages to the poster', () => {
  it('starts one conversation per visitor, continues it, and tells the poster each time', async () => {
    const first = await send(visitor, privatePost.id, '  I think I saw Juniper near the library  ');
    expect(first).toEqual({
      id: expect.any(String),
      conversationId: expect.any(String),
      senderRole: 'visitor',
      senderFirstName: 'Vera',
      message: 'I think I saw Juniper near the library',
      createdAt: expect.any(String),
      isRead: 1,
    });
    const second = await send(visitor, privatePost.id, 'She had a red collar');
    expect(second.conversationId).toBe(first.conversationId);
    const events = (await h.events(EVENTS.petMessageSent.type)).filter((e) => e.data.conversationId === first.conversationId);
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({ messageId: first.id, postId: privatePost.id, petName: 'Juniper', senderRole: 'visitor', senderFirstName: 'Vera', recipientId: poster.userId }),
      expect.objectContaining({ messageId: second.id, recipientId: poster.userId }),
    ]);
  });

  it('lists the conversation on both sides with messages oldest first, unread counts and read marks', async () => {
    const [posterSide] = (await conversationsOf(poster)).filter((c) => c.postId === privatePost.id && c.otherFirstName === 'Vera');
    expect(posterSide).toMatchObject({ role: 'poster', petName: 'Juniper', postType: 'lost', postStatus: 'active', unreadCount: 2 });
    expect(posterSide.messages.map((m) => [m.message, m.isRead])).toEqual([
      ['I think I saw Juniper near the library', 0],
      ['She had a red collar', 0],
    ]);
    const answer = await reply(poster, posterSide.id, 'Thank you! Which library?');
    expect(answer).toMatchObject({ conversationId: posterSide.id, senderRole: 'poster', senderFirstName: 'Pat', isRead: 1 });
    const [visitorSide] = (await conversationsOf(visitor)).filter((c) => c.id === posterSide.id);
    expect(visitorSide).toMatchObject({ role: 'visitor', otherFirstName: 'Pat', unreadCount: 1 });
    expect(visitorSide.messages.map((m) => [m.senderRole, m.isRead])).toEqual([
      ['visitor', 1],
      ['visitor', 1],
      ['poster', 0],
    ]);
    // The inbox badge's count: every unread message of the other side, over all of the caller's conversations.
    const unreadOf = async (actor: Actor) => (await h.call<Count>('getPetMessagesUnreadCount', { actor })).count;
    const visitorUnread = await unreadOf(visitor);
    expect(visitorUnread).toBe((await conversationsOf(visitor)).reduce((n, c) => n + c.unreadCount, 0));
    expect(visitorUnread).toBeGreaterThanOrEqual(1);
    // Replying read the visitor's messages for the poster; opening reads the poster's for the visitor.
    expect((await conversationsOf(poster)).find((c) => c.id === posterSide.id)?.unreadCount).toBe(0);
    expect(await h.call('markPetConversationRead', { actor: visitor, params: { conversationId: posterSide.id } })).toEqual({ updated: 1 });
    expect((await conversationsOf(visitor)).find((c) => c.id === posterSide.id)?.unreadCount).toBe(0);
    expect(await unreadOf(visitor)).toBe(visitorUnread - 1);
    expect(await unreadOf(stranger)).toBe(0);
    const told = (await h.events(EVENTS.petMessageSent.type)).find((e) => e.data.messageId === answer.id);
    expect(told?.data).toMatchObject({ senderRole: 'poster', recipientId: visitor.userId });
    // Nothing about the conversation reaches a third member.
    expect(JSON.stringify(await conversationsOf(stranger))).not.toContain(posterSide.id);
  });

  it('is private: anyone else gets 404 for reading, replying and marking read', async () => {
    const { conversationId } = await send(visitor, privatePost.id, 'One more thing');
    const before = await messagesStored();
    for (const outsider of [stranger, moderator]) {
      expect(await h.fails('replyPetConversation', { actor: outsider, params: { conversationId }, body: { message: 'hi' } })).toEqual({
        code: 'not_found',
        message: 'Conversation not found',
      });
      expect(await h.fails('markPetConversationRead', { actor: outsider, params: { conversationId } })).toEqual({ code: 'not_found', message: 'Conversation not found' });
    }
    expect(await h.fails('replyPetConversation', { actor: visitor, params: { conversationId: randomUUID() }, body: { message: 'hi' } })).toMatchObject({ code: 'not_found' });
    expect(await h.fails('replyPetConversation', { actor: visitor, params: { conversationId: 'not-a-uuid' }, body: { message: 'hi' } })).toMatchObject({ code: 'not_found' });
    expect(await messagesStored()).toBe(before);
  });

  it.each([
    ['an empty message', () => privatePost.id, () => visitor, '   ', { code: 'validation', message: 'Message is required' }],
    ['a message over 5000 characters', () => privatePost.id, () => visitor, 'x'.repeat(5001), { code: 'validation', message: 'Message must be at most 5000 characters' }],
    ['a message to your own post', () => privatePost.id, () => poster, 'Hello me', { code: 'forbidden', message: 'You cannot message your own post' }],
    ['a message about an unknown post', () => randomUUID(), () => visitor, 'Hello?', { code: 'not_found', message: 'Pet post not found' }],
  ])('refuses %s with a readable error and stores nothing', async (_name, postId, actor, message, expected) => {
    const before = await messagesStored();
    expect(await h.fails('sendPetMessage', { actor: actor(), params: { id: postId() }, body: { message } })).toEqual(expected);
    expect(await messagesStored()).toBe(before);
  });

  it('refuses a pending post (404 to others) and a reunited one (400), and an empty reply', async () => {
    const pending = await createPost(h, poster, { contactPreference: 'messages' });
    const before = await messagesStored();
    expect(await h.fails('sendPetMessage', { actor: visitor, params: { id: pending.id }, body: { message: 'Hi' } })).toEqual({
      code: 'not_found',
      message: 'Pet post not found',
    });
    const home = await approve((await createPost(h, poster)).id);
    const { conversationId } = await send(visitor, home.id, 'Is this your dog?');
    await h.call('setLostFoundPetStatus', { actor: poster, params: { id: home.id }, body: { status: 'resolved' } });
    expect(await h.fails('sendPetMessage', { actor: visitor, params: { id: home.id }, body: { message: 'Hi again' } })).toEqual({
      code: 'validation',
      message: 'This pet is already home: the post no longer takes new messages',
    });
    // An existing conversation goes on after the reunion.
    await reply(poster, conversationId, 'She is home, thank you!');
    expect(await h.fails('replyPetConversation', { actor: poster, params: { conversationId }, body: { message: ' ' } })).toEqual({
      code: 'validation',
      message: 'Message is required',
    });
    expect(await messagesStored()).toBe(before + 2);
  });
});

describe('the poster writes to who reported a sighting', () => {
  it('opens (or continues) the conversation with the reporter, who is told', async () => {
    const reporter: Actor = { userId: randomUUID(), firstName: 'Rosa', lastName: 'Bell' };
    const sighting = await h.call<Sighting>('reportSighting', {
      actor: reporter,
      params: { id: privatePost.id },
      body: { seenAt: new Date(Date.now() - 3_600_000).toISOString(), location: '5th and Lamar' },
    });
    const first = await h.call<PetMessage>('messageSightingReporter', {
      actor: poster,
      params: { id: privatePost.id, sightingId: sighting.id },
      body: { message: 'Was she heading north?' },
    });
    expect(first).toMatchObject({ senderRole: 'poster', senderFirstName: 'Pat', message: 'Was she heading north?' });
    const [theirs] = (await conversationsOf(reporter)).filter((c) => c.id === first.conversationId);
    expect(theirs).toMatchObject({ role: 'visitor', otherFirstName: 'Pat', unreadCount: 1, postId: privatePost.id });
    const [mine] = (await conversationsOf(poster)).filter((c) => c.id === first.conversationId);
    expect(mine).toMatchObject({ role: 'poster', otherFirstName: 'Rosa' });
    // The reporter answering through the post continues the same conversation.
    expect((await send(reporter, privatePost.id, 'Yes, towards the river')).conversationId).toBe(first.conversationId);
    const told = (await h.events(EVENTS.petMessageSent.type)).find((e) => e.data.messageId === first.id);
    expect(told?.data).toMatchObject({ recipientId: reporter.userId, senderRole: 'poster' });
  });

  it('is for the poster only, about a sighting of that post', async () => {
    const sighting = await h.call<Sighting>('reportSighting', {
      actor: visitor,
      params: { id: privatePost.id },
      body: { seenAt: new Date(Date.now() - 3_600_000).toISOString(), location: 'Town Lake trail' },
    });
    const own = await h.call<Sighting>('reportSighting', {
      actor: poster,
      params: { id: privatePost.id },
      body: { seenAt: new Date(Date.now() - 3_600_000).toISOString(), location: 'My own street' },
    });
    const before = await messagesStored();
    const attempt = (actor: Actor, sightingId: string) =>
      h.fails('messageSightingReporter', { actor, params: { id: privatePost.id, sightingId }, body: { message: 'Hello' } });
    expect(await attempt(stranger, sighting.id)).toEqual({ code: 'forbidden', message: 'Only the person who posted this pet can message who saw it' });
    expect(await attempt(poster, randomUUID())).toEqual({ code: 'not_found', message: 'Sighting not found' });
    expect(await attempt(poster, own.id)).toEqual({ code: 'validation', message: 'You reported this sighting yourself' });
    expect(await messagesStored()).toBe(before);
  });
});
