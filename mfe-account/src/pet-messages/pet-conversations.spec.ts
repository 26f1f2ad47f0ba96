import type { PetConversation } from '@pawpals/contracts';
import { createIntl } from 'react-intl';
import { counterpartName, markPetConversationReadIn, petSubject, unreadAfterOpening } from './pet-conversations';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

const conversation = (id: string, unreadCount: number): PetConversation => ({
  id,
  postId: 'p1',
  petName: 'Biscuit',
  postType: 'lost',
  postStatus: 'active',
  photoUrl: null,
  role: 'poster',
  otherFirstName: 'Ned',
  unreadCount,
  lastMessageAt: '2025-06-01T10:00:00.000Z',
  messages: [
    { id: `${id}-1`, conversationId: id, senderRole: 'visitor', senderFirstName: 'Ned', message: 'Hi', createdAt: '2025-06-01T10:00:00.000Z', isRead: unreadCount ? 0 : 1 },
    { id: `${id}-2`, conversationId: id, senderRole: 'poster', senderFirstName: 'Maya', message: 'Hello', createdAt: '2025-06-01T10:01:00.000Z', isRead: 1 },
  ],
});

describe('pet conversations', () => {
  it('takes the opened conversation’s unread messages off the inbox count', () => {
    const loaded = [conversation('a', 2), conversation('b', 0), conversation('c', 1)];
    expect(unreadAfterOpening(7, loaded, 'a')).toBe(5);
    expect(unreadAfterOpening(7, loaded, 'b')).toBe(7);
    expect(unreadAfterOpening(7, loaded, 'not-loaded')).toBe(7);
    expect(unreadAfterOpening(1, loaded, 'a')).toBe(0);
  });

  it('marks only the opened conversation read', () => {
    const [a, b] = markPetConversationReadIn([conversation('a', 1), conversation('b', 1)], 'a');
    expect(a.unreadCount).toBe(0);
    expect(a.messages.map((m) => m.isRead)).toEqual([1, 1]);
    expect(b.unreadCount).toBe(1);
    expect(b.messages.map((m) => m.isRead)).toEqual([0, 1]);
  });

  it('names the pet, or says what kind of post it is', () => {
    expect(petSubject(intl, { petName: 'Biscuit', postType: 'lost' })).toBe('Biscuit (lost)');
    expect(petSubject(intl, { petName: null, postType: 'found' })).toBe('A found pet');
  });

  it('names the other side by first name, else by who they are to the reader', () => {
    expect(counterpartName(intl, { otherFirstName: 'Ned', role: 'poster', postType: 'lost' })).toBe('Ned');
    expect(counterpartName(intl, { otherFirstName: null, role: 'poster', postType: 'lost' })).toBe('A neighbour');
    expect(counterpartName(intl, { otherFirstName: null, role: 'visitor', postType: 'lost' })).toBe('The owner');
    expect(counterpartName(intl, { otherFirstName: null, role: 'visitor', postType: 'found' })).toBe('The finder');
  });
});
