import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';
import { baseUrl } from '../support/system';

/**
 * With one remote's server down (its manifest and files unreachable), that section shows the
 * contained "unavailable" panel with Retry, and the header, footer and other sections keep working.
 */
describe('a remote is down', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let lostFoundBase: URL;
  let down = true;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newVisitor(browser));
    const manifest = (await (await context.request.get('/remotes.manifest.json')).json()) as Record<string, string>;
    // Everything under the folder of mfe-lostfound's manifest belongs to that remote's server.
    lostFoundBase = new URL('./', new URL(manifest.mfe_lostfound, baseUrl()));
    await context.route(
      (url) => url.href.startsWith(lostFoundBase.href),
      (route: Route) => (down ? route.abort('connectionrefused') : route.continue()),
    );
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('shows the unavailable panel for that section only', async () => {
    await page.goto('/lost-found');
    await page.getByRole('heading', { name: 'This section is unavailable' }).waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Find Services', exact: true }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    await screenshot(page, 'section-unavailable');
    await expectAccessible(page);
  });

  it('other sections and the shell keep working', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Find Services', exact: true }).click();
    await page.getByRole('heading', { name: 'Pet Services Directory' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'We help pet families find each other' }).waitFor();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  });

  it('Retry loads the section once its server is back', async () => {
    await page.goto('/lost-found');
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    down = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Lost & Found Pets' }).waitFor();
  });
});
