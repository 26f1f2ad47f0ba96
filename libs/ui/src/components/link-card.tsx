import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * A whole card that is one link: an icon on a coloured tile (`tile`), a title, a line of text, and a call to
 * action with an arrow at the bottom. `className` sets the card's border, gap and hover lift.
 */
export function LinkCard({
  to,
  Icon,
  tile,
  title,
  text,
  cta,
  className,
  arrowClassName,
  ctaTestId,
}: {
  to: string;
  Icon: LucideIcon;
  tile: string;
  title: ReactNode;
  text: ReactNode;
  cta: ReactNode;
  className?: string;
  arrowClassName?: string;
  ctaTestId?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'group flex h-full flex-col rounded-3xl border-border bg-card p-6 transition hover:shadow-lg focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <span className={cn('flex size-14 items-center justify-center rounded-2xl', tile)}>
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <span className="font-display text-xl font-bold">{title}</span>
      <span className="text-sm text-muted-foreground">{text}</span>
      <span className="mt-auto inline-flex items-center gap-1 text-sm font-bold text-primary" data-testid={ctaTestId}>
        {cta} <ArrowRight className={cn('size-4', arrowClassName)} aria-hidden="true" />
      </span>
    </Link>
  );
}
