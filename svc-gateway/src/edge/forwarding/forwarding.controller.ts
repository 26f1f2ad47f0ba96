import { All, Controller, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ADMIN_DENIAL,
  ADMIN_ROLE_LEVELS,
  DomainError,
  forbidden,
  notFound,
  parseRouteInput,
  SUBJECTS,
  unauthorized,
  type Actor,
  type AdminCheck,
  type ObjectPathResult,
  type Page,
  type ProcessedImage,
  type RpcRequest,
} from '@pawpals/contracts';
import { RpcClient } from '@pawpals/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../http/cookies';
import { setHttpRoute } from '../http/metrics';
import '../idempotency/idempotency';
import { processedImageOf, UploadsService } from '../../media/uploads/uploads.service';
import { RouteMatcher } from './route-matcher';
import { FORWARDED_ROUTES, type ForwardRoute } from './route-table';

/**
 * Every domain route (docs/product.md#the-http-api) goes through here: match the contracts, check access, parse the query
 * and body by the route's contract (a readable 400), forward the parsed request to the owning service
 * over NATS, answer with its data. Anything else under /api is a 404.
 */
@Controller('api')
export class ForwardingController {
  private readonly matcher = new RouteMatcher(FORWARDED_ROUTES);

  constructor(
    private readonly rpc: RpcClient,
    private readonly uploads: UploadsService,
  ) {}

  @All('*')
  async forward(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    const apiPath = pathOf(req).replace(/^\/api/, '');
    const match = this.matcher.match(req.method, apiPath);
    if (match === 'method_not_allowed') {
      throw new DomainError('not_found', `${req.method} is not supported on /api${apiPath}`);
    }
    if (!match) throw notFound(`No API route ${req.method} /api${apiPath}`);
    setHttpRoute(req, `/api${match.route.path}`);
    const actor = await this.actorFor(req, match.route);
    const { query, body } = parseRouteInput(match.route.name, { query: flattenQuery(req.query), body: req.body });
    const uploads = await this.checkOwnUploads(match.route, actor, body);
    const idempotencyKey = req.idempotency?.token;
    const headers = forwardedHeaders(req, match.route);
    const request: RpcRequest = {
      actor,
      params: match.params,
      query,
      body,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      ...(Object.keys(uploads).length ? { uploads } : {}),
      ...(headers ? { headers } : {}),
    };
    const data = await this.rpc.request(match.route.subject, request);
    res.status(match.route.status ?? (req.method === 'POST' ? 201 : 200));
    if (match.route.paged) return answerPage(req, res, data as Page<unknown>);
    // A service answering "nothing" (e.g. GET /api/my-business without a business) is JSON `null`,
    // not an empty body (Nest sends nothing for a null return value).
    if (data === null || data === undefined) return new StreamableFile(Buffer.from('null'), { type: 'application/json' });
    return data;
  }

  /**
   * An image a body names must be the caller's own finished upload (the gateway holds the uploads); a
   * list field (a post's photoUrls) must hold only such images. The service then receives their stable
   * `/objects/<id>` paths, never the URLs as typed, and what the gateway knows of each processed image
   * (size and placeholder) by path. The first refusal (404 unknown, 403 someone else's, 400 unfinished)
   * stops the request before the service sees it, so nothing is stored.
   */
  private async checkOwnUploads(route: ForwardRoute, actor: Actor | null, body: unknown): Promise<Record<string, ProcessedImage>> {
    const fields = body as Record<string, unknown> | undefined;
    const uploads: Record<string, ProcessedImage> = {};
    if (!actor || !fields) return uploads;
    // The same image named twice (a post's photoUrl is its photoUrls[0]) is looked up once.
    const confirmed = new Map<unknown, Promise<ObjectPathResult>>();
    const confirm = async (value: unknown, field: string): Promise<string> => {
      if (!confirmed.has(value)) confirmed.set(value, this.uploads.confirm(actor, value, field));
      const result = await confirmed.get(value)!;
      const image = processedImageOf(result);
      if (image) uploads[result.objectPath] = image;
      return result.objectPath;
    };
    for (const field of route.ownUploads ?? []) {
      const value = fields[field];
      if (value == null) continue;
      if (Array.isArray(value)) {
        const paths: string[] = [];
        for (const [i, item] of value.entries()) paths.push(await confirm(item, `${field}.${i}`));
        fields[field] = paths;
      } else {
        fields[field] = await confirm(value, field);
      }
    }
    return uploads;
  }

  private async actorFor(req: FastifyRequest, route: ForwardRoute): Promise<Actor | null> {
    if (!req.auth) {
      if (route.access === 'public') return null;
      throw unauthorized();
    }
    const { id: userId, firstName, lastName, email } = req.auth.user;
    const actor: Actor = { userId, firstName, lastName, email };
    if (typeof route.access === 'object') {
      const check = await this.rpc.request<AdminCheck>(SUBJECTS.admin.checkAdmin, { actor, params: {}, query: {}, body: {} });
      if (!check.isAdmin || !check.role) {
        throw forbidden(ADMIN_DENIAL.notAdmin);
      }
      if (ADMIN_ROLE_LEVELS[check.role] < ADMIN_ROLE_LEVELS[route.access.admin]) {
        throw forbidden(ADMIN_DENIAL.insufficientRole(route.access.admin, check.role));
      }
      actor.adminRole = check.role;
    }
    return actor;
  }
}

/**
 * A paged route's answer (docs/decisions/0139-one-paging-convention.md): the page's items as the JSON
 * array body and, while more remain, `Link: <same path and query, cursor replaced>; rel="next"`.
 */
function answerPage(req: FastifyRequest, res: FastifyReply, page: Page<unknown>): unknown[] {
  if (page.nextCursor) res.header('Link', `<${nextPageUrl(req.url, page.nextCursor)}>; rel="next"`);
  return page.items;
}

/** The request's path and query with `cursor` set to the next page's (a relative URL, RFC 8288 §3.2). */
export function nextPageUrl(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://localhost');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}

/** The request headers the route asks for (RouteSpec.forwardHeaders), each cut to 512 characters; none when it asks for none. */
function forwardedHeaders(req: FastifyRequest, route: ForwardRoute): Record<string, string> | undefined {
  if (!route.forwardHeaders?.length) return undefined;
  const headers: Record<string, string> = {};
  for (const name of route.forwardHeaders) {
    const value = req.headers[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') headers[name] = first.slice(0, 512);
  }
  return headers;
}

/** Query values as single strings: a repeated key keeps its first value, nested objects are dropped. */
function flattenQuery(query: FastifyRequest['query']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') flat[key] = first;
  }
  return flat;
}

