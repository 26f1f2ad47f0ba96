import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { expectToast } from '../support/toast';
import { launchBrowser, newVisitor, screenshot } from '../support/browser';

const PAGES: [path: string, heading: string][] = [
  ['/how-it-works', 'Caring for your pet, made simple'],
  ['/about', 'We help pet families find each other'],
  ['/contact', "We'd love to hear from you"],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/join', "Become a PawPals member — it's free"],
  ['/pet-safety-tips', 'Pet Safety Tips'],
  ['/faqs', 'Frequently Asked Questions'],
  ['/support', 'Support Center'],
];

describe('static pages', () => {
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

  it.each(PAGES)('%s renders, is accessible and has a screenshot', async (path, heading) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    await screenshot(page, `static${path.replace(/\//g, '-')}`);
    await expectAccessible(page);
  });

  it('privacy and terms show today as the last-updated date', async () => {
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    for (const path of ['/privacy', '/terms']) {
      await page.goto(path);
      await page.getByText(`Last updated: ${today}`).waitFor();
    }
  });

  it('FAQ keeps one answer open at a time and can close it', async () => {
    await page.goto('/faqs');
    const first = page.getByRole('button', { name: 'Is PawPals free?' });
    const second = page.getByRole('button', { name: 'How long until my listing is live?' });
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await page.getByText('Business listings are reviewed and published within 24-48 hours.').waitFor();
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('false');
  });

  it('contact form shows the toast and clears', async () => {
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Maya');
    await page.getByLabel('Email', { exact: true }).fill('maya@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Hello');
    await page.getByLabel('Message', { exact: true }).fill('Love the site!');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Message Sent!', "Thank you for contacting us. We'll get back to you soon.");
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe('');
  });
});
