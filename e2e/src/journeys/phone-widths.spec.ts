import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { pngImage } from '../support/images';
import { adminCredentials } from '../support/system';
import { newPetOwner } from '../support/users';

/**
 * Nothing is wider than a 390 px phone on any page. A visitor, a pet owner, a business
 * owner and an admin each visit every route of the shell and the remotes (detail pages with real ids,
 * every dashboard tab, the admin portal) in one browser, one context each; on every page the document
 * must not scroll sideways and no element may stick out of the screen unless a scroll container or a map
 * holds it, it is for screen readers only, or it is decoration.
 */

const PHONE = { width: 390, height: 844 };
const RUN = randomBytes(3).toString('hex');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of the API under test
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  if (!response.ok()) throw new Error(`${response.status()} ${response.url()}: ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/** Every route of the shell (shell/src/app/App.tsx) and of the remotes (each remote's src/routes.tsx) a visitor reaches. */
const PUBLIC_ROUTES = [
  '/',
  '/how-it-works',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/pet-safety-tips',
  '/faqs',
  '/support',
  '/join',
  '/services',
  '/lost-found',
  '/signup',
  '/signup/user',
  '/signup/business',
  '/login',
  '/forgot-password',
  '/reset-password?token=not-a-real-token',
  '/verify-email?token=not-a-real-token',
  '/unsubscribe?token=not-a-real-token',
  '/admin/login',
  '/no-such-page',
];
const DASHBOARD_TABS = ['favorites', 'appointments', 'reviews', 'posts'].map((tab) => `/dashboard?tab=${tab}`);
const ADMIN_ROUTES = [
  '/admin',
  '/admin/dashboard',
  '/admin/businesses',
  '/admin/import-businesses',
  '/admin/users',
  '/admin/moderation',
  '/admin/appointments',
  '/admin/notifications',
  '/admin/settings',
  '/admin/admin-users',
];

/**
 * What sticks out on the current page: the document's scroll width, and each element whose box leaves
 * the screen sideways with no scrolling or clipping ancestor (a table in its scroll box is fine).
 */
async function overflowOn(page: Page): Promise<{ scrollWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Held: in a scroll box (a strip meant to scroll sideways) or a map, for screen readers only (clipped to
    // nothing, like the charts' week tables), or decoration (transparent like a switch's native input, or an
    // empty shape nobody can touch, like the landing page's blurred blobs); scrollWidth still catches any of them
    // widening the page. Content a frame cuts off (a chart's axis labels too) is not held.
    const held = (el: Element) => {
      const own = getComputedStyle(el);
      if (own.opacity === '0' || (own.pointerEvents === 'none' && !el.textContent?.trim())) return true;
      for (let up: Element | null = el; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
        if (up !== el && /^(auto|scroll)$/.test(style.overflowX)) return true;
        if (up !== el && up.classList.contains('leaflet-container')) return true; // a map pans over a larger surface
      }
      return false;
    };
    const wide: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.left >= -1 && box.right <= width + 1) || held(el)) continue;
      // Only the outermost offender of a subtree: its children stick out because it does.
      if (wide.length && el.parentElement?.closest('[data-too-wide]')) continue;
      el.setAttribute('data-too-wide', '');
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}.${String(el.className).split(' ').slice(0, 4).join('.')}`;
      wide.push(`${name} ${Math.round(box.left)}…${Math.round(box.right)} “${(el.textContent ?? '').trim().slice(0, 40)}”`);
    }
    document.querySelectorAll('[data-too-wide]').forEach((el) => el.removeAttribute('data-too-wide'));
    return { scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 6) };
  });
}

/** Opens each route and waits for its content (a heading, no skeletons, nothing busy); answers what did not fit. */
async function visitAll(page: Page, routes: string[], role: string): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    const loaded = await page.locator('h1').first().waitFor({ timeout: 15_000 }).then(() => true, () => false);
    if (!loaded) {
      problems.push(`${route} (${role}): no heading within 15 s`);
      await screenshot(page, `phone-width-${role}-${route.replace(/[^a-z0-9]+/gi, '-')}`);
      continue;
    }
    await page
      .waitForFunction(() => !document.querySelector('[data-slot="skeleton"], [aria-busy="true"]'), undefined, { timeout: 10_000 })
      .catch(() => undefined); // a page that keeps loading is still measured as it stands
    const { scrollWidth, wide } = await overflowOn(page);
    if (scrollWidth > PHONE.width || wide.length) {
      problems.push(`${route} (${role}): scrollWidth ${scrollWidth}${wide.map((w) => `\n    ${w}`).join('')}`);
      await screenshot(page, `phone-width-${role}-${route.replace(/[^a-z0-9]+/gi, '-')}`);
    }
  }
  return problems;
}

describe('phone widths: every page fits a 390 px phone', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let businessId = '';
  let petId = '';

  /** A phone-sized context for one kind of person. */
  async function phone(): Promise<{ context: BrowserContext; page: Page }> {
    const visitor = await newVisitor(browser, PHONE);
    contexts.push(visitor.context);
    return visitor;
  }
  async function signUp(context: BrowserContext, accountType: 'pet_owner' | 'business_owner') {
    const person = newPetOwner();
    await ok(await context.request.post('/api/signup', { data: { ...person, confirmPassword: person.password, accountType } }));
    return person;
  }

  let member: Page;
  let owner: Page;
  let admin: Page;
  let visitor: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    let memberContext: BrowserContext;
    let ownerContext: BrowserContext;
    let adminContext: BrowserContext;
    ({ page: visitor } = await phone());
    ({ context: memberContext, page: member } = await phone());
    ({ context: ownerContext, page: owner } = await phone());
    ({ context: adminContext, page: admin } = await phone());
    await ok(await adminContext.request.post('/api/admin/login', { data: adminCredentials() }));

    // A business with long words everywhere (long names are where a phone layout breaks first).
    await signUp(ownerContext, 'business_owner');
    const business = await ok(
      await ownerContext.request.post('/api/businesses', {
        data: {
          name: `Pawsitively Extraordinary Grooming Boutique ${RUN}`,
          category: 'groomer',
          description: 'Full-service grooming with hand scissoring, de-shedding treatments, nail grinding and blueberry facials.',
          services: 'Bath & brush, full groom, de-shedding, nail grinding, teeth brushing, blueberry facial',
          pricing: 'Small dogs from $45, large dogs from $85',
          address: '1234 Northwest Everett Street',
          city: 'Portland',
          state: 'OR',
          zipCode: '97209',
          phone: '(503) 555-0142',
          email: `hello.${RUN}@pawsitively-extraordinary-grooming.example.com`,
          websiteUrl: `https://www.pawsitively-extraordinary-grooming-${RUN}.example.com`,
        },
      }),
    );
    businessId = business.id;

    // A member's favourite, review and two posts (one approved, one left for the moderation queue).
    await signUp(memberContext, 'pet_owner');
    await ok(await memberContext.request.post('/api/favorites', { data: { businessId } }));
    await ok(await memberContext.request.post('/api/reviews', { data: { businessId, rating: 5, comment: 'Lovely people, and our very fluffy Samoyed came back looking like a cloud.' } }));
    const post = async (petName: string) => {
      const { uploadURL } = await ok(await memberContext.request.post('/api/objects/upload'));
      await ok(await memberContext.request.put(uploadURL, { data: pngImage(), headers: { 'content-type': 'image/png' } }));
      const { objectPath } = await ok(await memberContext.request.put('/api/pet-photo', { data: { photoUrl: uploadURL } }));
      const created = await ok(
        await memberContext.request.post('/api/lost-found-pets', {
          data: {
            type: 'lost',
            petName,
            breed: 'Australian Shepherd mix',
            color: 'Blue merle with copper points',
            description: 'Friendly but shy; answers to her name and loves squeaky toys. Wearing a red collar.',
            lastSeenLocation: `Northwest Everett Street and 12th Avenue ${RUN}, Portland OR 97209`,
            lastSeenDate: new Date().toISOString().slice(0, 10),
            photoUrl: objectPath,
            contactInfo: '(503) 555-0199',
          },
        }),
      );
      return created.id as string;
    };
    petId = await post(`Clementine ${RUN}`);
    await ok(await adminContext.request.patch(`/api/admin/lost-found/${petId}/approve`, { data: { approvalStatus: 'approved' } }));
    await post(`Waiting Biscuit ${RUN}`);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('the measure sees what sticks out: a wide strip alone, in a scroll box, and a cut-off one', async () => {
    await visitor.goto('/about');
    await visitor.locator('h1').first().waitFor();
    // Appended to <body>, which React never re-renders: a strip inside <main> could vanish when the page's
    // lazy content replaces it between the append and the measure.
    const strip = (frame: string) =>
      visitor.evaluate((overflow) => {
        document.getElementById('too-wide')?.remove();
        const box = Object.assign(document.createElement('div'), { id: 'too-wide' });
        box.style.overflowX = overflow;
        box.innerHTML = '<p style="width:600px">A very wide strip</p>';
        document.body.append(box);
      }, frame);
    await strip('visible');
    const loose = await overflowOn(visitor);
    expect(loose.scrollWidth).toBeGreaterThan(PHONE.width);
    expect(loose.wide).toEqual([expect.stringMatching(/^p\. /)]);
    await strip('hidden');
    expect((await overflowOn(visitor)).wide).toEqual([expect.stringMatching(/^p\. .*A very wide strip/)]);
    await strip('auto');
    expect(await overflowOn(visitor)).toEqual({ scrollWidth: PHONE.width, wide: [] });
  });

  it('a visitor: the public pages, a business page and a pet page fit', async () => {
    const problems = await visitAll(visitor, [...PUBLIC_ROUTES, `/business/${businessId}`, `/lost-found/${petId}`], 'visitor');
    expect(problems).toEqual([]);
  });

  it('a pet owner: home, the directory, the board, posting, their pet page, every dashboard tab and settings fit', async () => {
    const problems = await visitAll(
      member,
      ['/', '/services', `/business/${businessId}`, '/lost-found', '/lost-found/new', `/lost-found/${petId}`, ...DASHBOARD_TABS, '/settings'],
      'member',
    );
    expect(problems).toEqual([]);
  });

  it('a business owner: my business (with its Insights), their business page, the dashboard and settings fit', async () => {
    const problems = await visitAll(owner, ['/my-business', `/business/${businessId}`, '/dashboard', '/settings'], 'owner');
    expect(problems).toEqual([]);
  });

  it('an admin: every page of the admin portal fits, its tables turned into cards', async () => {
    const problems = await visitAll(admin, ADMIN_ROUTES, 'admin');
    expect(problems).toEqual([]);
    // The businesses list (with this run's business in it) is a column of cards: rows laid out as grids, no header row.
    await admin.goto('/admin/businesses');
    await admin.getByRole('cell', { name: new RegExp(`Pawsitively Extraordinary Grooming Boutique ${RUN}`) }).first().waitFor();
    const layout = await admin.evaluate(() => ({
      rows: Array.from(document.querySelectorAll('tbody tr'), (row) => getComputedStyle(row).display),
      headers: Array.from(document.querySelectorAll('thead th'), (th) => getComputedStyle(th).display),
    }));
    expect(layout.rows.length).toBeGreaterThan(0);
    expect(new Set(layout.rows)).toEqual(new Set(['grid']));
    expect(layout.headers.filter((display) => display !== 'none')).toEqual([]);
  });
});
