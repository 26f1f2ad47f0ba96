import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { IMAGE_WIDTHS, imageVariantUrl } from '@pawpals/contracts';
import { cn } from '../lib/cn';

export function Avatar({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Root>) {
  return <AvatarPrimitive.Root className={cn('relative flex size-10 shrink-0 overflow-hidden rounded-full', className)} {...props} />;
}
/**
 * A profile photo. Avatars are small (at most 80 px), so a stored image is fetched as its smallest served
 * width, sharp on any screen up to 4× (not the master, up to 2560 px); any other URL as it is.
 */
export function AvatarImage({ className, src, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      className={cn('aspect-square size-full object-cover', className)}
      src={src && imageVariantUrl(src, IMAGE_WIDTHS[0])}
      {...props}
    />
  );
}
export function AvatarFallback({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      className={cn('flex size-full items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground', className)}
      {...props}
    />
  );
}
