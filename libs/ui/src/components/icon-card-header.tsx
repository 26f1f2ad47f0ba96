import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { CardHeader, CardTitle } from './card';

/**
 * A card's header whose title starts with an icon: the page section's own heading (`h2`, the default) or,
 * in a grid of cards under one page heading, the card kit's title (`h3`). `children` follow the title
 * (usually a `CardDescription`).
 */
export function IconCardHeader({
  Icon,
  title,
  as = 'h2',
  titleId,
  titleClassName,
  iconClassName,
  children,
}: {
  Icon: LucideIcon;
  title: ReactNode;
  as?: 'h2' | 'h3';
  titleId?: string;
  titleClassName?: string;
  iconClassName?: string;
  children?: ReactNode;
}) {
  const content = (
    <>
      <Icon className={cn('size-5 text-primary', iconClassName)} aria-hidden="true" /> {title}
    </>
  );
  return (
    <CardHeader>
      {as === 'h3' ? (
        <CardTitle id={titleId} className={cn('flex items-center gap-2', titleClassName)}>
          {content}
        </CardTitle>
      ) : (
        <h2 id={titleId} className={cn('flex items-center gap-2 text-xl font-bold leading-tight tracking-tight', titleClassName)}>
          {content}
        </h2>
      )}
      {children}
    </CardHeader>
  );
}
