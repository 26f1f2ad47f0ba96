import type { RpcClient } from '@pawpals/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UploadsService } from '../../media/uploads/uploads.service';
import { ForwardingController, nextPageUrl } from './forwarding.controller';

/**
 * A paged route's answer (docs/decisions/0139-one-paging-convention.md): the service's Page becomes the
 * items as the body and a `Link: <…>; rel="next"` header while more remain. NATS is a stand-in here; the
 * board is walked for real in test/lists-paging.spec.ts.
 */
function answerOf(url: string, page: { items: unknown[]; nextCursor: string | null }) {
  const headers: Record<string, string> = {};
  const rpc = { request: async () => page } as unknown as RpcClient;
  const controller = new ForwardingController(rpc, {} as UploadsService);
  const query = Object.fromEntries(new URL(url, 'http://localhost').searchParams);
  const res = { status: () => undefined, header: (name: string, value: string) => (headers[name] = value) } as unknown as FastifyReply;
  const body = controller.forward({ method: 'GET', url, query } as unknown as FastifyRequest, res);
  return { body, headers };
}

describe('ForwardingController: paged routes', () => {
  it('answers the items as the body and links the next page by the same path and query', async () => {
    const { body, headers } = answerOf('/api/lost-found-pets?type=lost&q=beagle', { items: [{ id: 1 }, { id: 2 }], nextCursor: 'abc_-1' });
    expect(await body).toEqual([{ id: 1 }, { id: 2 }]);
    expect(headers.Link).toBe('</api/lost-found-pets?type=lost&q=beagle&cursor=abc_-1>; rel="next"');
  });

  it('sends no Link on the last page', async () => {
    const { body, headers } = answerOf('/api/lost-found-pets?cursor=abc', { items: [{ id: 3 }], nextCursor: null });
    expect(await body).toEqual([{ id: 3 }]);
    expect(headers).toEqual({});
  });
});

describe('nextPageUrl', () => {
  it('replaces the cursor, keeping every other parameter and its order', () => {
    expect(nextPageUrl('/api/lost-found-pets?cursor=old&limit=10&q=brown%20dog', 'new')).toBe('/api/lost-found-pets?cursor=new&limit=10&q=brown+dog');
    expect(nextPageUrl('/api/lost-found-pets', 'next')).toBe('/api/lost-found-pets?cursor=next');
  });
});
