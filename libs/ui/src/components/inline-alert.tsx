import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/**
 * A problem told where it happened (a card that could not load, a form the server refused), announced by
 * screen readers when it appears. `boxed` sets it apart inside a busy form.
 */
export function InlineAlert({ className, boxed = false, ...props }: HTMLAttributes<HTMLParagraphElement> & { boxed?: boolean }) {
  return <p role="alert" className={cn('text-sm text-destructive', boxed && 'rounded-xl bg-destructive/10 px-3 py-2', className)} {...props} />;
}
