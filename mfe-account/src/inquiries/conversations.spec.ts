import type { InquiryMessage } from '@pawpals/contracts';
import { groupConversations, markConversationRead, totalUnread } from './conversations';

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

  it('shows the last message of the group as the latest, and orders conversations newest activity first', () => {
    const groups = groupConversations(list);
    expect(groups.map((g) => [g.conversationId, g.latest.message])).toEqual([
      ['c1', 'Thanks!'],
      ['c2', 'Open Sundays?'],
    ]);
  });

  it('counts unread messages per conversation and in total', () => {
    const groups = groupConversations(list);
    expect(groups.map((g) => g.unread)).toEqual([2, 1]);
    expect(totalUnread(groups)).toBe(3);
  });

  it('answers nothing for no messages', () => {
    expect(groupConversations([])).toEqual([]);
    expect(totalUnread([])).toBe(0);
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
