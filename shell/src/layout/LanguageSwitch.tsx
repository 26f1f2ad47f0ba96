import { useLocation } from 'react-router-dom';
import { Languages } from 'lucide-react';
import { LOCALE_NAMES, LOCALE_TAGS, localizedPath, type Locale } from '@pawpals/contracts';
import { cn, useLocale } from '@pawpals/ui';
import { useCurrentUser } from '@pawpals/session';
import { rememberLanguage } from './language-choice';

/** The page's other language: English ↔ Spanish. */
export const otherLocale = (locale: Locale): Locale => (locale === 'es' ? 'en' : 'es');

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other language, a full load
 * (each language is its own address, /es/…), keeping the query and the fragment. A signed-in member's choice is
 * kept with the account, so mails and alerts follow it (docs/i18n.md).
 */
export function LanguageSwitch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { pathname, search, hash } = useLocation();
  const other = otherLocale(useLocale());
  const { isAuthenticated } = useCurrentUser();
  return (
    <a
      href={`${localizedPath(pathname, other)}${search}${hash}`}
      hrefLang={LOCALE_TAGS[other]}
      lang={LOCALE_TAGS[other]}
      onClick={() => {
        rememberLanguage(other, isAuthenticated);
        onNavigate?.();
      }}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-xl px-3 py-2 text-sm font-semibold text-foreground/85 transition-colors hover:bg-accent hover:text-accent-foreground',
        className,
      )}
    >
      <Languages className="size-4" aria-hidden="true" />
      {LOCALE_NAMES[other]}
    </a>
  );
}
