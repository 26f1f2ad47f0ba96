import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl } from './system';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOT_DIR = resolve(__dirname, '../../screenshots');

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  // The service worker answers from its cache, out of reach of the routes and request counts journeys use;
  // only the offline journey (offline.spec.ts) turns it on, with `serviceWorkers: 'allow'`.
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options });
  return browser;
}

/** A fresh, cookie-less visitor with a desktop viewport. Page errors fail loudly in the test output. */
export async function newVisitor(browser: Browser, viewport = { width: 1366, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return { context, page };
}

/** Saves a full-page screenshot to e2e/screenshots/<name>.png (git-ignored) for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // A signed-in page never goes network-idle (its notification stream stays open): a picture is not worth
  // the 30 s default wait, so settle for 2 s of calm at most.
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true, animations: 'disabled' });
}
