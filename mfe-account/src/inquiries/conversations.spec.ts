import type { InquiryMessage } from '@pawpals/contracts';
import { groupConversations, markConversationRead, unreadAfterOpening } from './conversations';

let seq = 0;
const msg = (over: Partial<InquiryMessage>): InquiryMessage => ({
  id: `m${++seq}`,
  conversationId: 'c1',
  customerName: 'Carl Customer',
  customerEmail: 'carl@example.com',
  subject: 'Dog food',
  message: 'Hello',
  createdAt: '2025-06-01T10:00:00.000Z',
  senderType: 'customer',
  isRead: 0,
  businessId: 'b1',
  businessName: 'Ask Us',
  ...over,
});

describe('groupConversations', () => {
  const list = [
    msg({ conversationId: 'c1', message: 'Grain-free?', createdAt: '2025-06-01T10:00:00.000Z' }),
    msg({
      conversationId: 'c2',
      subject: 'Hours',
      message: 'Open Sundays?',
      createdAt: '2025-06-01T11:00:00.000Z',
    }),
    msg({
      conversationId: 'c1',
      message: 'Yes we do',
      senderType: 'business',
      isRead: 1,
      createdAt: '2025-06-01T12:00:00.000Z',
    }),
    msg({ conversationId: 'c1', message: 'Thanks!', createdAt: '2025-06-01T13:00:00.000Z' }),
  ];

  it('puts each conversationId in one group with its messages oldest first', () => {
    const groups = groupConversations(list);
    expect(groups.map((g) => g.conversationId).sort()).toEqual(['c1', 'c2']);
    const c1 = groups.find((g) => g.conversationId === 'c1')!;
    expect(c1.messages.map((m) => m.message)).toEqual(['Grain-free?', 'Yes we do', 'Thanks!']);
    expect(c1.subject).toBe('Dog food');
    expect(c1.businessName).toBe('Ask Us');
  });

  it("shows the last message of the group as the latest, and keeps the server's order of conversations (a new reply moves none)", () => {
    // As the server pages them: newest conversation first (c2 started after c1), each conversation's messages oldest first.
    const paged = [
      msg({ conversationId: 'c2', subject: 'Hours', message: 'Open Sundays?', createdAt: '2025-06-01T11:00:00.000Z' }),
      msg({ conversationId: 'c1', message: 'Grain-free?', createdAt: '2025-06-01T10:00:00.000Z' }),
      msg({ conversationId: 'c1', message: 'Yes we do', senderType: 'business', isRead: 1, createdAt: '2025-06-01T12:00:00.000Z' }),
      msg({ conversationId: 'c1', message: 'Thanks!', createdAt: '2025-06-01T13:00:00.000Z' }),
    ];
    expect(groupConversations(paged).map((g) => [g.conversationId, g.latest.message])).toEqual([
      ['c2', 'Open Sundays?'],
      ['c1', 'Thanks!'],
    ]);
  });

  it('counts unread messages per conversation', () => {
    const groups = groupConversations(list);
    expect(groups.map((g) => [g.conversationId, g.unread])).toEqual([
      ['c1', 2],
      ['c2', 1],
    ]);
  });

  it('answers nothing for no messages', () => {
    expect(groupConversations([])).toEqual([]);
  });
});

describe('unreadAfterOpening', () => {
  it("takes the opened conversation's unread messages from the other side off the server's count, never below 0", () => {
    const loaded = [
      msg({ conversationId: 'c1', senderType: 'customer', isRead: 0 }),
      msg({ conversationId: 'c1', senderType: 'customer', isRead: 0 }),
      msg({ conversationId: 'c1', senderType: 'business', isRead: 0 }),
      msg({ conversationId: 'c2', senderType: 'customer', isRead: 0 }),
    ];
    // 7 in all, over pages not loaded too: opening c1 as the business reads its 2 customer messages.
    expect(unreadAfterOpening(7, loaded, 'c1', 'business')).toBe(5);
    expect(unreadAfterOpening(7, loaded, 'c3', 'business')).toBe(7);
    expect(unreadAfterOpening(1, loaded, 'c1', 'business')).toBe(0);
  });
});

describe('markConversationRead', () => {
  it("marks only the other side's messages of that conversation read", () => {
    const list = [
      msg({ id: 'a', conversationId: 'c1', senderType: 'customer', isRead: 0 }),
      msg({ id: 'b', conversationId: 'c1', senderType: 'business', isRead: 0 }),
      msg({ id: 'c', conversationId: 'c2', senderType: 'customer', isRead: 0 }),
    ];
    const after = markConversationRead(list, 'c1', 'business');
    expect(after.map((m) => [m.id, m.isRead])).toEqual([
      ['a', 1],
      ['b', 0],
      ['c', 0],
    ]);
    expect(list[0].isRead).toBe(0);
  });
});
