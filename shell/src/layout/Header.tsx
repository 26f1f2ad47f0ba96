import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { LogIn, LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { useAdminCheck, useCurrentUser } from '@pawpals/session';
import { BrandMark, Button, Separator, Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger, Skeleton, cn } from '@pawpals/ui';
import { BellSlot } from './BellSlot';
import { LOGOUT_URL, headerLinks, type NavLink } from './nav-links';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-xl px-3 py-2 text-sm font-semibold transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-primary' : 'text-foreground/85',
  );

function HeaderLink({ link, onNavigate, className }: { link: NavLink; onNavigate?: () => void; className?: string }) {
  if (link.external) {
    return (
      <a href={link.to} className={cn(linkClass({ isActive: false }), className)} onClick={onNavigate}>
        {link.label}
      </a>
    );
  }
  return (
    <RouterNavLink to={link.to} className={(s) => cn(linkClass(s), className)} onClick={onNavigate}>
      {link.label}
    </RouterNavLink>
  );
}

/** Header on every page (SPEC §2.2): the same links in the bar (wide screens) and the side menu. */
export function Header() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const { isAdmin } = useAdminCheck();
  const [menuOpen, setMenuOpen] = useState(false);
  const state = isLoading ? 'loading' : isAuthenticated ? 'signed-in' : 'signed-out';
  const { common, account } = headerLinks(state, isAdmin);
  const accountNav = account.filter((l) => l.to !== '/login' && l.to !== LOGOUT_URL);

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-2xl focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label="PawPals home">
          <BrandMark />
        </Link>

        <nav aria-label="Main" className="ml-6 hidden items-center gap-0.5 xl:flex">
          {[...common, ...accountNav].map((link) => (
            <HeaderLink key={link.to + link.label} link={link} />
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {/* As wide as Log In, and like it only from sm up, so the header does not move when the user check ends. */}
          {state === 'loading' ? <Skeleton className="hidden h-9 w-[6.25rem] sm:block" /> : null}
          {state === 'signed-in' ? <BellSlot /> : null}
          {state === 'signed-out' ? (
            <Button asChild size="sm" className="hidden h-9 sm:inline-flex">
              <Link to="/login">
                <LogIn aria-hidden="true" />
                Log In
              </Link>
            </Button>
          ) : null}
          {state === 'signed-in' ? (
            <Button asChild size="sm" variant="outline" className="hidden h-9 sm:inline-flex">
              <a href={LOGOUT_URL}>
                <LogOut aria-hidden="true" />
                Log Out
              </a>
            </Button>
          ) : null}

          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="xl:hidden" aria-label="Open menu">
                <Menu className="size-6" aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" aria-describedby={undefined}>
              <SheetTitle className="sr-only">Menu</SheetTitle>
              <SheetDescription className="sr-only">Site navigation</SheetDescription>
              <BrandMark withTagline />
              <Separator />
              <nav aria-label="Mobile" className="flex flex-col gap-1">
                {common.map((link) => (
                  <HeaderLink key={link.to} link={link} onNavigate={() => setMenuOpen(false)} className="text-base" />
                ))}
                {account.length ? <Separator className="my-2" /> : null}
                {account.map((link) => (
                  <HeaderLink key={link.to + link.label} link={link} onNavigate={() => setMenuOpen(false)} className="text-base" />
                ))}
              </nav>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
