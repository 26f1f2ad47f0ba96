import type { Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';

/** A unique pet owner for one journey. */
export function newPetOwner() {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: 'Maya',
    lastName: 'Rivers',
    username: `maya_${id}`,
    email: `maya.${id}@example.com`,
    password: 'correct-horse-42',
  };
}

/** Fills the sign-up form (/signup/user or /signup/business) with `user`'s details and presses Create Account. */
export async function submitSignupForm(
  page: Page,
  user: { firstName: string; lastName: string; username: string; email: string; password: string },
): Promise<void> {
  for (const [label, value] of [
    ['First Name', user.firstName],
    ['Last Name', user.lastName],
    ['Username', user.username],
    ['Email', user.email],
    ['Password', user.password],
    ['Confirm Password', user.password],
  ]) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Create Account' }).click();
}
