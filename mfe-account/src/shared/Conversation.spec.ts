import { canSendReply } from './Conversation';

describe('canSendReply', () => {
  it('refuses empty and whitespace-only text, and while sending', () => {
    expect(canSendReply('', false)).toBe(false);
    expect(canSendReply('  \n\t ', false)).toBe(false);
    expect(canSendReply('Yes', true)).toBe(false);
    expect(canSendReply(' Yes ', false)).toBe(true);
  });
});
