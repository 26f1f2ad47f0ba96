import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HEADERS, type SessionUser } from '@pawpals/contracts';
import type request from 'supertest';
import { png } from './image-fixtures';

export interface Member {
  user: SessionUser;
  cookie: string;
}

/** Signs up a member through the real route and returns them with their session cookie. */
export async function signUp(
  http: ReturnType<typeof request>,
  tag: string,
  over: { firstName?: string; accountType?: 'pet_owner' | 'business_owner'; correlationId?: string } = {},
): Promise<Member> {
  const req = http.post('/api/signup');
  if (over.correlationId) req.set(HEADERS.correlationId, over.correlationId);
  const res = await req.send({
    firstName: over.firstName ?? 'Milo',
    lastName: 'Park',
    username: `u_${tag}`,
    email: `${tag}@example.com`,
    password: 'walnut-harbor-42',
    confirmPassword: 'walnut-harbor-42',
    accountType: over.accountType,
  });
  if (res.status !== 201) throw new Error(`sign-up of ${tag} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('pawpals.sid='))!;
  return { user: res.body, cookie: cookie.split(';')[0] };
}

/** A pet photo through the real upload path (upload URL, PUT, confirm): the stable /objects path. */
export async function uploadPetPhoto(http: ReturnType<typeof request>, member: Member, bytes: Buffer = png()): Promise<string> {
  const { body } = await http.post('/api/objects/upload').set('Cookie', member.cookie).expect(200);
  await http.put(body.uploadURL).set('Content-Type', 'image/png').send(bytes).expect(200);
  return (await http.put('/api/pet-photo').set('Cookie', member.cookie).send({ photoUrl: body.uploadURL }).expect(200)).body.objectPath;
}

/** A throw-away web root holding the shell's HTML page, for gateways that serve pages (share tags, first screens). */
export function webRootWithShellPage(): string {
  const webRoot = mkdtempSync(join(tmpdir(), 'pawpals-web-'));
  mkdirSync(join(webRoot, 'shell/dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell/dist/index.html'), readFileSync(resolve(__dirname, '../../shell/public/index.html'), 'utf8'));
  return webRoot;
}

const NEXT_LINK = /^<([^>]+)>; rel="next"$/;

/** The URL of the next page from an answer's `Link` header (docs/decisions/0139-one-paging-convention.md), or null on the last page. */
export function nextPageOf(res: request.Response): string | null {
  const link = res.headers.link as string | undefined;
  if (link === undefined) return null;
  const match = NEXT_LINK.exec(link);
  if (!match) throw new Error(`Not a next-page Link: ${link}`);
  return match[1];
}

/** The `cursor` of the next page's URL. */
export const nextCursorOf = (res: request.Response) => new URL(nextPageOf(res)!, 'http://localhost').searchParams.get('cursor')!;

export interface PageWalk<T> {
  pages: T[][];
  /** The next-page URLs followed, in order. */
  links: string[];
  items: T[];
  sizes: number[];
}

/**
 * Follows the Link headers from `url` to the end, as `cookie`'s member (or signed out); `between` runs after
 * each page but the last (to change the list while it is walked); every page must be a JSON array.
 */
export async function walkPages<T>(
  http: ReturnType<typeof request>,
  url: string,
  { cookie, between = async () => undefined }: { cookie?: string; between?: (pageIndex: number) => Promise<void> } = {},
): Promise<PageWalk<T>> {
  const pages: T[][] = [];
  const links: string[] = [];
  for (let next: string | null = url; next; ) {
    const req = http.get(next);
    const res = await (cookie ? req.set('Cookie', cookie) : req).expect(200);
    if (!Array.isArray(res.body)) throw new Error(`${next} answered ${JSON.stringify(res.body)}, not a JSON array`);
    pages.push(res.body);
    next = nextPageOf(res);
    if (next) {
      links.push(next);
      await between(pages.length - 1);
    }
  }
  return { pages, links, items: pages.flat(), sizes: pages.map((page) => page.length) };
}
