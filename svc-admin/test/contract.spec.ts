// Contract test: svc-admin's real answers match their response schemas (ServiceHarness
// checks every answer), and a breaking change of any field of them would be refused.
import { randomUUID } from 'node:crypto';
import { breakingChangesLetThrough, expectAnswerMatchesContract, ServiceHarness } from '@pawpals/testing';
import { SUBJECTS } from '@pawpals/contracts';
import { admin, stubContentOwners, stubSubject } from './support';

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

it('answers checkAdmin, getDashboardAnalytics, listAdminUsers and reportContent by their contracts, refusing any retyped field', async () => {
  const superAdmin = admin('super_admin');
  const member = await h.person('Cora', 'Tract');
  const added = await h.call('addAdminUser', { actor: superAdmin, body: { userId: member.userId, role: 'moderator' } });
  const check = await h.call('checkAdmin', { actor: { userId: member.userId } });
  expect(check).toEqual({ isAdmin: true, role: 'moderator' });
  // svc-directory, which owns businesses, confirms the reported one exists.
  const directory = await stubSubject(h, SUBJECTS.directory.contentExists, () => ({ exists: true }));
  const report = await h.call('reportContent', { actor: member, body: { contentType: 'business', contentId: randomUUID(), reason: 'Closed for good' } });
  await directory.close();
  const dashboard = await h.call('getDashboardAnalytics', { actor: superAdmin });
  const admins = await h.call('listAdminUsers', { actor: superAdmin });
  expect(admins).toEqual([added]);

  expect(breakingChangesLetThrough('checkAdmin', check)).toEqual([]);
  expect(breakingChangesLetThrough('getDashboardAnalytics', dashboard)).toEqual([]);
  expect(breakingChangesLetThrough('listAdminUsers', admins)).toEqual([]);
  expect(breakingChangesLetThrough('reportContent', report)).toEqual([]);
});

it('catches an answer that drifts from its contract', async () => {
  const dashboard = await h.call('getDashboardAnalytics', { actor: admin('content_manager') });
  const { totalUsers: _gone, ...withoutUsers } = dashboard;
  expect(() => expectAnswerMatchesContract('getDashboardAnalytics', withoutUsers)).toThrow(/getDashboardAnalytics breaks its contract: totalUsers/);
  expect(() => expectAnswerMatchesContract('checkAdmin', { isAdmin: true, role: 'owner' })).toThrow(/checkAdmin breaks its contract: role/);
});
