import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-xl bg-muted', className)} {...props} />;
}

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-primary/25 border-t-primary" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
