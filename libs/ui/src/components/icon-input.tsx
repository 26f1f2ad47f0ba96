import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { Input } from './input';

/**
 * An Input with a decorative icon inside its start (a search glass, a map pin). `className` is the input's,
 * `wrapperClassName` the box's around both, `iconClassName` the icon's.
 */
export function IconInput({
  icon: Icon,
  iconClassName,
  wrapperClassName,
  className,
  ...props
}: ComponentProps<typeof Input> & { icon: LucideIcon; iconClassName?: string; wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Icon
        className={cn('pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground', iconClassName)}
        aria-hidden="true"
      />
      <Input className={cn('pl-9', className)} {...props} />
    </div>
  );
}
