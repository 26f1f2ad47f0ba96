import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { X } from 'lucide-react';
import { LOCALE_TAGS, localizedPath, negotiateLocale, type Locale } from '@pawpals/contracts';
import { Button, useLocale } from '@pawpals/ui';
import { useCurrentUser } from '@pawpals/session';
import { rememberLanguage, rememberedLanguage } from './language-choice';

// Written in the language offered, not the page's: someone who reads only Spanish is who it is for.
const OFFER: Record<Locale, { question: string; accept: string; decline: string; close: string }> = {
  en: { question: 'View PawPals in English?', accept: 'Switch to English', decline: 'No, thanks', close: 'Close' },
  es: { question: '¿Prefieres ver PawPals en español?', accept: 'Ver en español', decline: 'No, gracias', close: 'Cerrar' },
};

/**
 * On a first visit, when the browser's languages prefer the page's other language, offers it once: a bar over
 * the bottom of the screen (it moves nothing on the page: no layout shift), never a redirect (links and search
 * engines keep the page they asked for). Either answer is kept on the device. Drawn after the page has
 * hydrated, so the server's HTML and the first render agree.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const { isAuthenticated } = useCurrentUser();
  const [offered, setOffered] = useState<Locale | null>(null);

  useEffect(() => {
    if (rememberedLanguage()) return;
    const preferred = negotiateLocale(navigator.languages?.join(',') || navigator.language);
    if (preferred !== locale) setOffered(preferred);
  }, [locale]);

  if (!offered) return null;
  const words = OFFER[offered];
  const decline = () => {
    rememberLanguage(locale, false);
    setOffered(null);
  };
  return (
    <div lang={LOCALE_TAGS[offered]} role="region" aria-label={words.question} data-testid="language-suggestion" className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-3 border-t border-border bg-teal-50 px-4 py-3 text-center text-sm text-foreground shadow-lg">
      <span className="font-medium">{words.question}</span>
      <Button asChild size="sm">
        <a href={`${localizedPath(pathname, offered)}${search}${hash}`} hrefLang={LOCALE_TAGS[offered]} onClick={() => rememberLanguage(offered, isAuthenticated)}>
          {words.accept}
        </a>
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={decline}>
        {words.decline}
      </Button>
      <Button type="button" size="icon" variant="ghost" className="size-8" aria-label={words.close} onClick={decline}>
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
