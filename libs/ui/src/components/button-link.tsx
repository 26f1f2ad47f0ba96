import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { Button, type ButtonProps } from './button';

/** A link to a page of the app that looks like a Button (`variant`, `size`, `className` as on Button). */
export function ButtonLink({
  variant,
  size,
  className,
  ...link
}: ComponentProps<typeof Link> & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link {...link} />
    </Button>
  );
}
