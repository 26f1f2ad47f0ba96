// Contract test: svc-notifications' real answers match their response schemas
// (ServiceHarness checks every answer), and a breaking change of any field of them would be refused.
import type { Notification } from '@pawpals/contracts';
import { breakingChangesLetThrough, expectAnswerMatchesContract, ServiceHarness } from '@pawpals/testing';
import { list, register } from './support';

let h: ServiceHarness;
beforeAll(async () => {
  h = await ServiceHarness.start('notifications');
}, 90_000);
afterAll(async () => {
  await h?.close();
});

it('answers listNotifications and getUnreadCount by their contracts, refusing any retyped field', async () => {
  const member = await register(h, 'Nia');
  const notifications = await list(h, member);
  const count = await h.call<{ count: number }>('getUnreadCount', { actor: member });
  expect(notifications).toHaveLength(1);
  expect(count).toEqual({ count: 1 });

  expect(breakingChangesLetThrough('listNotifications', notifications)).toEqual([]);
  expect(breakingChangesLetThrough('getUnreadCount', count)).toEqual([]);
});

it('catches an answer that drifts from its contract', async () => {
  const member = await register(h, 'Ode');
  const [n] = await list(h, member);
  // isRead is 0/1 (docs/product.md#records-and-their-fields), not a boolean.
  expect(() => expectAnswerMatchesContract('listNotifications', [{ ...n, isRead: false } satisfies Omit<Notification, 'isRead'> & { isRead: boolean }])).toThrow(
    /listNotifications breaks its contract: 0\.isRead/,
  );
  expect(() => expectAnswerMatchesContract('getUnreadCount', { count: '1' })).toThrow(/getUnreadCount breaks its contract: count/);
});
