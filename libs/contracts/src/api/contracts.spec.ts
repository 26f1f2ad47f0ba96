/* eslint-disable @typescript-eslint/no-explicit-any -- reads the generated OpenAPI JSON loosely */
import { DomainError } from '../shared/errors';
import type { RouteSchemas } from '../shared/route-spec';
import { SUBJECTS } from '../subjects';
import { buildOpenApiDocument } from './openapi';
import { isPagedRoute, parseRouteInput, subjectOfRoute } from './request';
import { ROUTE_NAMES, ROUTES, routeUrl } from './routes';
import { ROUTE_SCHEMAS } from './schemas';

type Operation = { operationId: string; parameters: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, any> };

const operations = (): Operation[] =>
  Object.values((buildOpenApiDocument() as { paths: Record<string, Record<string, Operation>> }).paths).flatMap((m) => Object.values(m));

describe('route contracts', () => {
  it('give every route one unique method and path', () => {
    const keys = ROUTE_NAMES.map((name) => `${ROUTES[name].method} ${ROUTES[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('give every JSON route a response schema', () => {
    const withoutAnswer = ROUTE_NAMES.filter((name) => !(ROUTE_SCHEMAS[name] as RouteSchemas).response && !('produces' in ROUTES[name]));
    expect(withoutAnswer).toEqual([]);
  });

  it('name each forwarded route’s subject after the route', () => {
    expect(subjectOfRoute('searchBusinesses')).toBe('directory.searchBusinesses');
    expect(SUBJECTS.directory.searchBusinesses).toBe('directory.searchBusinesses');
    expect(SUBJECTS.pets.createLostFoundPet).toBe('pets.createLostFoundPet');
    const forwarded = ROUTE_NAMES.filter((name) => ROUTES[name].owner !== 'gateway');
    for (const name of forwarded) {
      const owner = ROUTES[name].owner as keyof typeof SUBJECTS;
      expect((SUBJECTS[owner] as Record<string, string>)[name]).toBe(`${owner}.${name}`);
    }
    expect(() => subjectOfRoute('signup')).toThrow('answered by the gateway');
  });
});

describe('parseRouteInput (the gateway’s edge validation)', () => {
  it('parses the query into typed values and drops what the contract does not name', () => {
    expect(parseRouteInput('searchBusinesses', { query: { q: ' vet ', minRating: '4.5', category: 'all', junk: 'x' } }).query).toEqual({
      q: 'vet',
      minRating: 4.5,
    });
  });

  it('refuses a bad query or body with the first readable message and every field error', () => {
    const error = (() => {
      try {
        parseRouteInput('createReview', { body: { businessId: 'nope', rating: 9 } });
      } catch (e) {
        return e as DomainError;
      }
      throw new Error('expected a validation error');
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('validation');
    expect(error.message).toBe('businessId must be a business id');
    expect(error.errors?.map((e) => e.field)).toEqual(['businessId', 'rating']);
    expect(() => parseRouteInput('searchBusinesses', { query: { lat: '100', lng: '0' } })).toThrow('lat must be a number from -90 to 90');
  });

  it('says a body that is not an object is not a JSON object', () => {
    expect(() => parseRouteInput('createReview', { body: 'hello' })).toThrow('Request body must be a JSON object');
  });

  it('forwards {} for a part the route does not take', () => {
    expect(parseRouteInput('getBusiness', { query: { x: '1' }, body: { y: 2 } })).toEqual({ query: {}, body: {} });
  });
});

describe('routeUrl', () => {
  it('fills and encodes path parameters and leaves empty query values out', () => {
    expect(routeUrl('replyInquiry', { conversationId: 'a b' })).toBe('/api/inquiries/a%20b/reply');
    expect(routeUrl('searchBusinesses', {}, { q: 'paws & claws', city: '', minRating: 4 })).toBe('/api/businesses?q=paws+%26+claws&minRating=4');
    expect(routeUrl('getStoredImage', { id: 'x' })).toBe('/objects/x');
    expect(() => routeUrl('getBusiness')).toThrow('missing path parameter id');
  });
});

describe('the OpenAPI document', () => {
  it('has one operation per route, named by it', () => {
    expect(operations().map((o) => o.operationId).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it('gives every operation a success answer with a schema, and the error shape for its failures', () => {
    for (const op of operations()) {
      const success = Object.entries(op.responses).find(([status]) => Number(status) < 400);
      expect({ op: op.operationId, success: !!success }).toEqual({ op: op.operationId, success: true });
      const content = success![1].content;
      if (content) expect(Object.values(content as Record<string, { schema?: unknown }>)[0].schema).toBeDefined();
      expect(op.responses['503'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
  });

  it('documents the query parameters, the body and the 401 of a signed-in route', () => {
    const byId = new Map(operations().map((o) => [o.operationId, o]));
    expect(byId.get('searchBusinesses')!.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['q', 'category', 'city', 'priceRange', 'minRating', 'lat', 'lng', 'radiusMiles', 'limit', 'offset']),
    );
    expect(byId.get('createLostFoundPet')!.requestBody).toBeDefined();
    expect(byId.get('createLostFoundPet')!.responses['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/LostFoundPet' });
    expect(byId.get('createLostFoundPet')!.responses['401']).toBeDefined();
    expect(byId.get('getBusiness')!.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
  });
});

describe('paged routes (shared/paging.ts)', () => {
  const paged = ROUTE_NAMES.filter((name) => isPagedRoute(name));

  it('are GET lists taking limit and cursor, documented with the Link header of the next page', () => {
    expect(paged).toContain('listLostFoundPets');
    const documented = new Map(operations().map((operation) => [operation.operationId, operation]));
    for (const name of paged) {
      const schemas: RouteSchemas = ROUTE_SCHEMAS[name];
      expect({ name, method: ROUTES[name].method, list: schemas.response?.safeParse([]).success }).toEqual({ name, method: 'GET', list: true });
      const operation = documented.get(name)!;
      expect(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(expect.arrayContaining(['limit', 'cursor']));
      expect(operation.responses['200'].headers.Link.schema).toEqual({ type: 'string' });
    }
  });

  it('refuse a bad limit readably, at the edge', () => {
    const refusal = (limit: string) => {
      try {
        parseRouteInput('listLostFoundPets', { query: { limit } });
      } catch (error) {
        return (error as DomainError).message;
      }
      return 'accepted';
    };
    for (const limit of ['0', '101', 'abc']) expect(refusal(limit)).toBe('limit must be a whole number from 1 to 100');
    expect(parseRouteInput('listLostFoundPets', { query: {} }).query.limit).toBe(50);
  });
});
