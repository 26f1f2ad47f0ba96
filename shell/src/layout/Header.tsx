import { Link } from 'react-router-dom';
import { LogIn, LogOut, Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useAdminCheck, useAuthPath, useCurrentUser } from '@pawpals/session';
import { defineMessages } from 'react-intl';
import { BrandMark, Button, Skeleton, useIntl } from '@pawpals/ui';
import { BellSlot } from './BellSlot';
import { HeaderLink } from './HeaderLink';
import { LanguageSwitch } from './LanguageSwitch';
import { LOGOUT_URL, headerLinks } from './nav-links';

const messages = defineMessages({
  home: { id: 'shell.header.home', defaultMessage: 'PawPals home' },
  main: { id: 'shell.header.mainNav', defaultMessage: 'Main' },
  logIn: { id: 'shell.header.logIn', defaultMessage: 'Log In' },
  logOut: { id: 'shell.header.logOut', defaultMessage: 'Log Out' },
  openMenu: { id: 'shell.header.openMenu', defaultMessage: 'Open menu' },
});

// The side menu (a dialog: focus trap, scroll lock, ≈ 6 KB gzip) loads when it is first wanted, not with the page.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/**
 * Header on every page (docs/product.md#header-footer-and-the-bell): the same links in the bar (wide screens)
 * and the side menu.
 */
export function Header() {
  const intl = useIntl();
  const { isAuthenticated, isLoading, user } = useCurrentUser();
  const { isAdmin } = useAdminCheck();
  const loginPath = useAuthPath('/login');
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const state = isLoading ? 'loading' : isAuthenticated ? 'signed-in' : 'signed-out';
  const { common, account } = headerLinks(state, { isAdmin, accountType: user?.accountType, loginPath });
  const accountNav = account.filter((l) => l.to !== loginPath && l.to !== LOGOUT_URL);

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-2xl focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={intl.formatMessage(messages.home)}>
          <BrandMark />
        </Link>

        <nav aria-label={intl.formatMessage(messages.main)} className="ml-6 hidden items-center gap-0.5 xl:flex">
          {[...common, ...accountNav].map((link) => (
            <HeaderLink key={link.to + link.label.id} link={link} />
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch className="px-2 sm:px-3" />
          {/* As wide as Log In, and like it only from sm up, so the header does not move when the user check ends. */}
          {state === 'loading' ? <Skeleton className="hidden h-9 w-[6.25rem] sm:block" /> : null}
          {state === 'signed-in' ? <BellSlot /> : null}
          {state === 'signed-out' ? (
            <Button asChild size="sm" className="hidden h-9 sm:inline-flex">
              <Link to={loginPath}>
                <LogIn aria-hidden="true" />
                {intl.formatMessage(messages.logIn)}
              </Link>
            </Button>
          ) : null}
          {state === 'signed-in' ? (
            <Button asChild size="sm" variant="outline" className="hidden h-9 sm:inline-flex">
              <a href={LOGOUT_URL}>
                <LogOut aria-hidden="true" />
                {intl.formatMessage(messages.logOut)}
              </a>
            </Button>
          ) : null}

          <Button
            variant="ghost"
            size="icon"
            className="xl:hidden"
            ref={menuButton}
            aria-label={intl.formatMessage(messages.openMenu)}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          >
            <Menu className="size-6" aria-hidden="true" />
          </Button>
          {menuWanted ? (
            <Suspense fallback={null}>
              <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} common={common} account={account} returnFocusTo={menuButton} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
