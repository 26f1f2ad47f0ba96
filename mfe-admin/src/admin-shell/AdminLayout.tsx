import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ExternalLink, LogOut, Menu, ShieldCheck } from 'lucide-react';
import { useAdminCheck } from '@pawpals/session';
import { Badge, Button, Separator, Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger, cn, useIntl } from '@pawpals/ui';
import { roleLabel } from '../shared/roles';
import { useAdminLogout } from './api/admin-logout';
import { isNavItemActive, navItemsFor } from './nav-items';

const messages = defineMessages({
  portal: { id: 'admin.layout.portal', defaultMessage: 'Admin Portal' },
  nav: { id: 'admin.layout.nav', defaultMessage: 'Admin' },
  exit: { id: 'admin.layout.exit', defaultMessage: 'Exit Admin' },
  sidebar: { id: 'admin.layout.sidebar', defaultMessage: 'Admin sidebar' },
  menu: { id: 'admin.layout.menu', defaultMessage: 'Admin menu' },
  menuDescription: { id: 'admin.layout.menuDescription', defaultMessage: 'Pages of the admin portal' },
  brand: { id: 'admin.layout.brand', defaultMessage: 'PawPals Admin' },
  viewSite: { id: 'admin.layout.viewSite', defaultMessage: 'View site' },
});

function RoleBadge({ role }: { role: string | null }) {
  const intl = useIntl();
  if (!role) return null;
  return (
    <Badge variant="soft" className="capitalize" data-testid="admin-role-badge">
      {roleLabel(role, intl)}
    </Badge>
  );
}

function SidebarContent({ onNavigate, headingId }: { onNavigate?: () => void; headingId?: string }) {
  const intl = useIntl();
  const { role } = useAdminCheck({ retry: 1 });
  const { pathname } = useLocation();
  const logout = useAdminLogout({ onLeave: onNavigate });
  const exit = () => logout.mutate();

  return (
    <div className="flex h-full flex-col gap-4">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-2xl bg-stone-900 text-white">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-1">
          <p id={headingId} className="font-display text-lg font-extrabold leading-none tracking-tight">
            {intl.formatMessage(messages.portal)}
          </p>
          <RoleBadge role={role} />
        </div>
      </div>
      <Separator />
      <nav aria-label={intl.formatMessage(messages.nav)} className="flex flex-col gap-1">
        {navItemsFor(role).map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = item.icon;
          return (
            <Link
              key={item.to}
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-semibold transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                active ? 'bg-primary text-primary-foreground shadow-sm' : 'text-foreground/85 hover:bg-accent hover:text-accent-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {intl.formatMessage(item.label)}
            </Link>
          );
        })}
      </nav>
      <Separator />
      <Button variant="outline" onClick={exit} disabled={logout.isPending} className="justify-start">
        <LogOut aria-hidden="true" />
        {intl.formatMessage(messages.exit)}
      </Button>
    </div>
  );
}

/**
 * The admin portal (docs/product.md#admin-portal) is a tool with its own full-height layout (the shell leaves
 * out the public header and footer here): the sidebar on wide screens, a drawer on small ones, a slim top
 * bar, the page beside it.
 */
export function AdminLayout() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { role } = useAdminCheck({ retry: 1 });
  return (
    <div className="flex min-h-dvh bg-muted/40">
      <aside aria-label={intl.formatMessage(messages.sidebar)} className="hidden w-64 shrink-0 border-r border-border bg-card lg:block">
        <div className="sticky top-0 h-dvh overflow-y-auto p-4">
          <SidebarContent />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="sticky top-0 z-30 flex h-12 shrink-0 items-center gap-2 border-b border-border bg-card/95 px-2 backdrop-blur sm:px-4" data-testid="admin-top-bar">
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="sm" className="lg:hidden">
                <Menu aria-hidden="true" />
                {intl.formatMessage(messages.menu)}
              </Button>
            </SheetTrigger>
            <SheetContent side="left" aria-describedby="admin-drawer-description">
              <SheetTitle className="sr-only">{intl.formatMessage(messages.menu)}</SheetTitle>
              <SheetDescription id="admin-drawer-description" className="sr-only">
                {intl.formatMessage(messages.menuDescription)}
              </SheetDescription>
              <SidebarContent onNavigate={() => setOpen(false)} />
            </SheetContent>
          </Sheet>
          <span className="hidden font-display text-sm font-bold text-muted-foreground lg:inline">{intl.formatMessage(messages.brand)}</span>
          <div className="ml-auto flex items-center gap-2">
            <span className="lg:hidden">
              <RoleBadge role={role} />
            </span>
            <Button asChild variant="ghost" size="sm">
              <Link to="/">
                <ExternalLink aria-hidden="true" />
                {intl.formatMessage(messages.viewSite)}
              </Link>
            </Button>
          </div>
        </div>
        <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
