import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card, CardContent, CardDescription, CardHeader } from './card';
import { PageContainer } from './page';

/**
 * A page's band that fades from a soft tint (`tint`, warm orange unless told: the admin portal's is stone)
 * into the background, around a PageContainer (`className` is the container's).
 */
export function TintedPage({ tint = 'from-orange-50', className, children }: { tint?: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('bg-gradient-to-b via-background to-background', tint)}>
      <PageContainer className={className}>{children}</PageContainer>
    </div>
  );
}

/**
 * A centred card for a page of its own (signing in, signing up, a password reset): the icon on a tile
 * (`tile` sets its colours), the page's heading and description, the content, and a footer line under a rule.
 */
export function HeadedCard({
  icon,
  tile,
  title,
  description,
  footer,
  className,
  children,
}: {
  icon: ReactNode;
  tile: string;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('w-full shadow-lg', className)}>
      <CardHeader className="justify-items-center text-center">
        <span className={cn('mb-2 flex size-14 items-center justify-center rounded-2xl shadow-md', tile)}>{icon}</span>
        <h1 className="font-display text-2xl font-extrabold tracking-tight">{title}</h1>
        {description ? <CardDescription className="text-base">{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
      {footer ? <div className="border-t border-border px-6 pt-5 text-center text-sm text-muted-foreground">{footer}</div> : null}
    </Card>
  );
}
