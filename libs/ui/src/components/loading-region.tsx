import type { ComponentProps } from 'react';

/**
 * What stands in for content while it loads: marked busy, with `label` said once to screen readers
 * ("Loading business") and the placeholders as children.
 */
export function LoadingRegion({ label, children, ...props }: ComponentProps<'div'> & { label: string }) {
  return (
    <div aria-busy="true" {...props}>
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
