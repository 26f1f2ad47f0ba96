import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { defineMessage } from 'react-intl';
import { useRouteTitle } from '@pawpals/session';
import { useIntl } from '@pawpals/ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { VerifyEmailBannerSlot } from './VerifyEmailBannerSlot';
import { LanguageSuggestion } from './LanguageSuggestion';
import { PwaNotices } from '../pwa/PwaNotices';
import { OfflinePosts } from '../pwa/OfflinePosts';

/**
 * A new page starts at the top. Not on the first render: a fresh load already is at the top (or where the
 * browser restores it), and scrolling there forced a synchronous layout of the whole page in the middle of
 * the first render (≈ 0.2–0.6 s of main thread under Lighthouse's 4× CPU).
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}

/** The admin portal (not its sign-in page) is a tool with its own full-height layout: no public header or footer. */
export const isAdminPortalPath = (pathname: string) => /^\/admin(\/|$)/.test(pathname) && !/^\/admin\/login\/?$/.test(pathname);

const skipToContent = defineMessage({ id: 'shell.layout.skipToContent', defaultMessage: 'Skip to content' });

export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  useRouteTitle(pathname);
  if (isAdminPortalPath(pathname)) {
    return (
      <>
        <ScrollToTop />
        <PwaNotices />
        <main id="main" className="min-h-dvh">
          {children}
        </main>
      </>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
      >
        {intl.formatMessage(skipToContent)}
      </a>
      <ScrollToTop />
      <Header />
      <LanguageSuggestion />
      <PwaNotices />
      <OfflinePosts />
      <VerifyEmailBannerSlot />
      {/* At least a screen tall, so the footer is never drawn in view and then pushed down while a page loads (CLS). */}
      <main id="main" className="min-h-dvh flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
