import type { Page } from 'playwright-core';

/** Waits for the visible toast with this title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: title });
  await toast.getByText(title, { exact: true }).waitFor();
  if (description !== undefined) {
    await toast.getByText(description, typeof description === 'string' ? { exact: true } : undefined).waitFor();
  }
}
