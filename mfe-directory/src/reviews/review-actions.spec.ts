import { helpfulLabel, ownerAnswerMode, replyReady } from './review-actions';

describe('review actions', () => {
  it('counts helpful marks on the button once there are any', () => {
    expect(helpfulLabel({ helpfulCount: 0 })).toBe('Helpful');
    expect(helpfulLabel({ helpfulCount: 3 })).toBe('Helpful (3)');
  });

  it('offers a first answer, or editing and removing the existing one', () => {
    expect(ownerAnswerMode({ ownerReply: null })).toEqual({
      submitLabel: 'Post reply',
      canRemove: false,
      initial: '',
    });
    expect(
      ownerAnswerMode({ ownerReply: { message: 'Thanks!', createdAt: '2027-01-01T00:00:00.000Z' } }),
    ).toEqual({
      submitLabel: 'Update reply',
      canRemove: true,
      initial: 'Thanks!',
    });
  });

  it('sends only a non-blank reply within the limit', () => {
    expect(replyReady('   ', 2000)).toBe(false);
    expect(replyReady(' Thanks ', 2000)).toBe(true);
    expect(replyReady('x'.repeat(2001), 2000)).toBe(false);
  });
});
