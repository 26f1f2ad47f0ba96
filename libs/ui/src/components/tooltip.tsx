import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { LIMITS } from '@pawpals/contracts';
import { cn } from '../lib/cn';
import { usePortalContainer } from '../lib/portal-container';

/** Tooltips open after 700 ms (docs/product.md#numbers-and-limits). */
export function TooltipProvider({ delayDuration = LIMITS.tooltipDelayMs, ...props }: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}
/**
 * A tooltip brings its own provider: @pawpals/ui is bundled by each app (not a shared federation module),
 * so a provider mounted by the shell would not be the one a remote's tooltip looks for.
 */
export function Tooltip({ delayDuration = LIMITS.tooltipDelayMs, ...props }: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  );
}
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  const container = usePortalContainer();
  return (
    <TooltipPrimitive.Portal container={container}>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 rounded-lg bg-stone-900 px-3 py-1.5 text-xs font-medium text-white shadow-md', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
