import { NavLink as RouterNavLink } from 'react-router-dom';
import { cn, useIntl } from '@pawpals/ui';
import type { NavLink } from './nav-links';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-xl px-3 py-2 text-sm font-semibold transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-primary' : 'text-foreground/85',
  );

export function HeaderLink({ link, onNavigate, className }: { link: NavLink; onNavigate?: () => void; className?: string }) {
  const label = useIntl().formatMessage(link.label);
  if (link.external) {
    return (
      <a href={link.to} className={cn(linkClass({ isActive: false }), className)} onClick={onNavigate}>
        {label}
      </a>
    );
  }
  return (
    <RouterNavLink to={link.to} className={(s) => cn(linkClass(s), className)} onClick={onNavigate}>
      {label}
    </RouterNavLink>
  );
}
