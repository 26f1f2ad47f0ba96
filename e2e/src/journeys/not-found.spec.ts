import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';

describe('unknown paths', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newVisitor(browser));
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('shows the 404 page inside the layout', async () => {
    await page.goto('/this-page-does-not-exist');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await screenshot(page, 'not-found');
    await expectAccessible(page);
  });

  it('shows the 404 page for an unknown path under a section', async () => {
    await page.goto('/signup/nobody-here');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});
