import { DomainError, forbidden, type ObjectPathResult, type RpcRequest } from '@pawpals/contracts';
import type { RpcClient } from '@pawpals/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UploadsService } from '../../media/uploads/uploads.service';
import { ForwardingController } from './forwarding.controller';

/**
 * The ownership check of the images a body names (route contracts' ownUploads), a list field included:
 * every element confirmed as the caller's own upload, the stable paths forwarded, and what the gateway
 * knows of each processed image in RpcRequest.uploads. UploadsService and NATS are stand-ins here; the
 * same paths run for real in test/lost-found.spec.ts.
 */
const actor = { id: 'u-1', firstName: 'Pat', lastName: 'Doe', email: 'pat@example.com' };
const photo = (n: number) => `/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d${String(n).padStart(2, '0')}`;
const post = {
  type: 'lost',
  description: 'Friendly beagle',
  lastSeenLocation: 'Riverside Park',
  lastSeenDate: '2024-05-10',
  contactInfo: '(512) 555-0142',
};

function world(described: Record<string, Partial<ObjectPathResult>>, refuse: Record<string, Error> = {}) {
  const confirmed: unknown[] = [];
  const sent: { subject: string; request: RpcRequest }[] = [];
  const uploads = {
    confirm: async (_actor: unknown, url: unknown) => {
      confirmed.push(url);
      if (refuse[url as string]) throw refuse[url as string];
      return { objectPath: url as string, ...described[url as string] };
    },
  } as unknown as UploadsService;
  const rpc = {
    request: async (subject: string, request: RpcRequest) => {
      sent.push({ subject, request });
      return { ok: true };
    },
  } as unknown as RpcClient;
  const controller = new ForwardingController(rpc, uploads);
  const call = (method: string, url: string, body: unknown) =>
    controller.forward({ method, url, query: {}, body, auth: { user: actor } } as unknown as FastifyRequest, { status: () => undefined } as unknown as FastifyReply);
  return { confirmed, sent, call };
}

const processed = (placeholder: string) => ({ width: 1200, height: 900, placeholder });

describe('ForwardingController: the images a body names', () => {
  it('confirms every photo of a list (the cover once) and forwards what it knows of each by path', async () => {
    const w = world({ [photo(1)]: processed('AAAA'), [photo(3)]: processed('CCCC') });
    await w.call('POST', '/api/lost-found-pets', { ...post, photoUrls: [photo(1), photo(2), photo(3)] });
    expect(w.confirmed).toEqual([photo(1), photo(2), photo(3)]);
    expect(w.sent).toHaveLength(1);
    const { subject, request } = w.sent[0];
    expect(subject).toBe('pets.createLostFoundPet');
    expect(request.body).toMatchObject({ photoUrl: photo(1), photoUrls: [photo(1), photo(2), photo(3)] });
    expect(request.uploads).toEqual({ [photo(1)]: processed('AAAA'), [photo(3)]: processed('CCCC') });
  });

  it('forwards no uploads when the gateway knows nothing of the images (before the pipeline)', async () => {
    const w = world({});
    await w.call('PATCH', '/api/lost-found-pets/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e/photos', { photoUrls: [photo(2), photo(1)] });
    expect(w.confirmed).toEqual([photo(2), photo(1)]);
    expect(w.sent[0].request.body).toEqual({ photoUrls: [photo(2), photo(1)] });
    expect(w.sent[0].request).not.toHaveProperty('uploads');
  });

  it('stops at the first photo that is not the caller’s: the service is never asked', async () => {
    const w = world({}, { [photo(2)]: forbidden('This image was uploaded by someone else.') });
    await expect(w.call('POST', '/api/lost-found-pets', { ...post, photoUrls: [photo(1), photo(2), photo(3)] })).rejects.toThrow(DomainError);
    expect(w.confirmed).toEqual([photo(1), photo(2)]);
    expect(w.sent).toEqual([]);
  });

  it('passes on a single image field’s upload too (a sighting’s photo)', async () => {
    const w = world({ [photo(4)]: processed('DDDD') });
    await w.call('POST', '/api/lost-found-pets/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e/sightings', { seenAt: new Date().toISOString(), location: 'Park', photoUrl: photo(4) });
    expect(w.sent[0].request.uploads).toEqual({ [photo(4)]: processed('DDDD') });
  });
});
