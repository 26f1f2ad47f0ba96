// Contract test: svc-pets' real answers match their response schemas (ServiceHarness
// checks every answer), and a breaking change of any field of those answers would be refused.
import type { LostFoundPet, Page } from '@pawpals/contracts';
import { breakingChangesLetThrough, expectAnswerMatchesContract, ServiceHarness } from '@pawpals/testing';
import { createPost, person } from './support';

let h: ServiceHarness;
beforeAll(async () => {
  h = await ServiceHarness.start('pets');
}, 90_000);
afterAll(async () => {
  await h?.close();
});

it('answers createLostFoundPet, getLostFoundPet and listLostFoundPets by their contracts, refusing any retyped field', async () => {
  const poster = person();
  const created = await createPost(h, poster);
  await h.call('moderateLostFoundPet', { actor: person('moderator'), params: { id: created.id }, body: { approvalStatus: 'approved' } });
  const one = await h.call<LostFoundPet>('getLostFoundPet', { actor: poster, params: { id: created.id } });
  const list = (await h.call<Page<LostFoundPet>>('listLostFoundPets', { actor: poster })).items;
  expect(list.map((p) => p.id)).toContain(created.id);

  expect(breakingChangesLetThrough('createLostFoundPet', created)).toEqual([]);
  expect(breakingChangesLetThrough('getLostFoundPet', one)).toEqual([]);
  expect(breakingChangesLetThrough('listLostFoundPets', list)).toEqual([]);
});

it('catches an answer that drifts from its contract', async () => {
  const poster = person();
  const created = await createPost(h, poster);
  const { id: _dropped, ...withoutId } = created;
  expect(() => expectAnswerMatchesContract('getLostFoundPet', withoutId)).toThrow(/getLostFoundPet breaks its contract: id/);
  expect(() => expectAnswerMatchesContract('listLostFoundPets', [{ ...created, createdAt: 12 }])).toThrow(/0\.createdAt/);
});
