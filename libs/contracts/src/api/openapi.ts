/**
 * The OpenAPI 3.0 document of the whole API, generated from the route contracts with zod's own JSON
 * Schema output. Schemas named with `meta({id})` (Business, Review, …) become components.
 */
import { z } from 'zod';
import { ERROR_CODES } from '../shared/errors';
import type { RouteSchemas, RouteSpec } from '../shared/route-spec';
import { ROUTE_NAMES, ROUTES, type RouteName } from './routes';
import { ROUTE_SCHEMAS } from './schemas';

type Json = Record<string, unknown>;

const ERROR_STATUSES: Record<number, string> = {
  400: 'The input is invalid: `message` says what to fix (field errors in `errors`)',
  401: 'Not signed in',
  403: 'Signed in, but not allowed',
  404: 'No such resource (or not visible to the caller)',
  409: 'Conflicts with the current state (or the same Idempotency-Key is still being processed)',
  422: 'The Idempotency-Key was already used for a different request',
  429: 'Too many attempts; try again later',
  503: 'A service or the database is unavailable; retry later',
};

/** Every write takes one (svc-gateway/src/edge/idempotency): a retry with the same key gets the first answer. */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any 1–255 visible ASCII characters (a UUID, say). The first answer to this key from this caller is kept for 24 hours and returned ' +
    'again (with `Idempotent-Replayed: true`) to a retry of the same request, on any gateway replica, instead of running it twice.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/** Every paged route's answer carries it while more remain (shared/paging.ts, RFC 8288). */
const NEXT_PAGE_LINK_HEADER = {
  description:
    'Present while more items remain: `<URL>; rel="next"`, the same path and query with the `cursor` of the next page. ' +
    'Follow it until it is absent; the items come newest first (or in the order the route says), each exactly once, even while new ones are added.',
  schema: { type: 'string' },
};

const TAGS: Record<RouteSpec['owner'], { name: string; description: string }> = {
  gateway: { name: 'identity-and-uploads', description: 'Sign-up, sessions, uploads, live stream and health (the gateway)' },
  directory: { name: 'directory', description: 'Businesses, reviews, favorites, appointments and inquiries (svc-directory)' },
  pets: { name: 'lost-and-found', description: 'Lost and found pet posts and their moderation (svc-pets)' },
  notifications: { name: 'notifications', description: 'In-app notifications (svc-notifications)' },
  admin: { name: 'admin', description: 'The admin portal: roles, analytics, members, reports, broadcasts, place import (svc-admin)' },
};

const errorSchema = z
  .object({
    message: z.string().meta({ description: 'A readable message for the person' }),
    code: z.enum(ERROR_CODES).optional(),
    errors: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'Every field error of a 400, first one first' }),
  })
  .meta({ id: 'Error', description: 'Every error answer' });

/** Converts one schema; its named sub-schemas go to `components`, referenced by $ref. */
function toSchema(schema: z.ZodType, io: 'input' | 'output', components: Json): Json {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Json;
  const { definitions, ...root } = json as Json & { definitions?: Json };
  for (const [id, def] of Object.entries(definitions ?? {})) components[id] ??= fixRefs(def);
  const meta = z.globalRegistry.get(schema) as { id?: string } | undefined;
  if (meta?.id) {
    components[meta.id] ??= fixRefs(root);
    return { $ref: `#/components/schemas/${meta.id}` };
  }
  return fixRefs(root) as Json;
}

/** `#/definitions/X` → components; a $ref with siblings (not allowed in OpenAPI 3.0) goes into allOf. */
function fixRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(fixRefs);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === '$schema' || key === '$id') continue;
    out[key] = key === '$ref' && typeof value === 'string' ? value.replace('#/definitions/', '#/components/schemas/') : fixRefs(value);
  }
  if (typeof out.$ref === 'string' && Object.keys(out).length > 1) {
    const { $ref, ...siblings } = out;
    return { allOf: [{ $ref }], ...siblings };
  }
  return out;
}

const openApiPath = (name: RouteName, path: string) => `${name === 'getStoredImage' ? '' : '/api'}${path.replace(/:(\w+)/g, '{$1}')}`;

function accessText(access: RouteSpec['access']): string {
  if (access === 'public') return 'Anyone (a signed-in caller is recognised).';
  if (access === 'user') return 'Signed-in members (session cookie).';
  return `Admins with the ${access.admin.replace(/_/g, ' ')} role or higher.`;
}

function errorStatuses(name: RouteName, spec: RouteSpec, schemas: RouteSchemas): number[] {
  const statuses = new Set<number>([503]);
  if (schemas.body || schemas.query || spec.method !== 'GET') statuses.add(400);
  if (spec.access !== 'public') statuses.add(401);
  if (typeof spec.access === 'object' || spec.method !== 'GET') statuses.add(403);
  if (spec.path.includes(':') || spec.method !== 'GET') statuses.add(404);
  if (spec.method !== 'GET') statuses.add(409).add(422);
  if (name === 'login' || name === 'adminLogin') statuses.add(429);
  return [...statuses].sort();
}

function successResponse(spec: RouteSpec, schemas: RouteSchemas, components: Json): Json {
  if (spec.produces === 'redirect') return { description: 'Redirects to the home page', headers: { Location: { schema: { type: 'string' } } } };
  if (spec.produces === 'image/*') {
    return { description: 'The image bytes', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } };
  }
  if (spec.produces === 'application/pdf') {
    return { description: 'A PDF document', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };
  }
  if (spec.produces === 'text/event-stream') {
    return {
      description: 'A stream of `event: notification` messages whose data is a Notification as JSON',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    };
  }
  return {
    description: spec.paged ? 'One page of the list (see the `Link` header for the next)' : 'Success',
    ...(spec.paged ? { headers: { Link: NEXT_PAGE_LINK_HEADER } } : {}),
    content: { 'application/json': { schema: toSchema(schemas.response ?? z.null(), 'output', components) } },
  };
}

function queryParameters(schema: z.ZodType | undefined): Json[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as Json & { description?: string };
    return {
      name,
      in: 'query',
      required: json.required?.includes(name) ?? false,
      ...(description ? { description } : {}),
      schema: Object.keys(rest).length ? fixRefs(rest) : { type: 'string' },
    };
  });
}

/** The whole document; `serverUrl` is where the API is reached (the gateway's own origin by default). */
export function buildOpenApiDocument(serverUrl = '/'): Json {
  const components: Json = {};
  const paths: Record<string, Json> = {};
  const errorRef = toSchema(errorSchema, 'output', components);
  for (const name of ROUTE_NAMES) {
    const spec: RouteSpec = ROUTES[name];
    const schemas: RouteSchemas = ROUTE_SCHEMAS[name];
    const path = openApiPath(name, spec.path);
    const pathParameters = [...spec.path.matchAll(/:(\w+)/g)].map(([, param]) => ({
      name: param,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const responses: Json = { [spec.status]: successResponse(spec, schemas, components) };
    for (const status of errorStatuses(name, spec, schemas)) {
      responses[status] = { description: ERROR_STATUSES[status], content: { 'application/json': { schema: errorRef } } };
    }
    paths[path] ??= {};
    paths[path][spec.method.toLowerCase()] = {
      operationId: name,
      summary: spec.summary,
      description: `${spec.summary}. Access: ${accessText(spec.access)}${spec.owner === 'gateway' ? '' : ` Answered by svc-${spec.owner} on the NATS subject \`${spec.owner}.${name}\`.`}`,
      tags: [TAGS[spec.owner].name],
      ...(spec.access === 'public' ? { security: [] } : {}),
      parameters: [...pathParameters, ...queryParameters(schemas.query), ...(spec.method === 'GET' ? [] : [IDEMPOTENCY_KEY_PARAMETER])],
      ...(schemas.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(schemas.body, 'input', components) } } } }
        : name === 'receiveUpload'
          ? { requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } }
          : {}),
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'PawPals API',
      version: '1.0.0',
      description:
        'Every HTTP route of PawPals. Requests and answers are JSON; errors are `{"message": "..."}`. Generated from the route contracts in libs/contracts.',
      contact: { name: 'PawPals', url: 'https://github.com/pawpals/pawpals' },
      license: { name: 'Proprietary', url: 'https://github.com/pawpals/pawpals/blob/main/README.md' },
    },
    servers: [{ url: serverUrl, description: 'This PawPals installation' }],
    tags: Object.values(TAGS),
    security: [{ session: [] }],
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'pawpals.sid', description: 'The session cookie set by sign-in' } },
      schemas: components,
    },
  };
}
