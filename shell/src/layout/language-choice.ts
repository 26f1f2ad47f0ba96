import { callUrl } from '@pawpals/api-client';
import type { Locale } from '@pawpals/contracts';

const CHOICE_KEY = 'pawpals.language';

/**
 * Remembers a visitor's language choice: on this device (so the suggestion is not offered again) and, for a
 * signed-in member, with the account (PATCH /api/auth/user { locale }), so mails, alerts and pushes follow it.
 * keepalive: the page is being left for the other language's, and the request must outlive it.
 */
export function rememberLanguage(locale: Locale, signedIn: boolean): void {
  try {
    localStorage.setItem(CHOICE_KEY, locale);
  } catch {
    // Private mode without storage: the suggestion may be offered again, nothing else changes.
  }
  if (!signedIn) return;
  void fetch(callUrl('updateCurrentUser', { body: {} }), {
    method: 'PATCH',
    keepalive: true,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ locale }),
  }).catch(() => undefined);
}

/** The language this device chose before, if any. */
export function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}
