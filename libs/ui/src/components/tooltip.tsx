import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { LIMITS } from '@pawpals/contracts';
import { cn } from '../lib/cn';
import { usePortalContainer } from '../lib/portal-container';

/** Tooltips open after 700 ms (SPEC §9). */
export function TooltipProvider({ delayDuration = LIMITS.tooltipDelayMs, ...props }: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}
export const Tooltip = TooltipPrimitive.Root;
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
