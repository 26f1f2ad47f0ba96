import type { ComponentProps } from 'react';
import { cn } from '@pawpals/ui';

/** A plain data table in a card that scrolls sideways on small screens. */
export function DataTable({ className, children, ...props }: ComponentProps<'table'>) {
  return (
    <div className="overflow-x-auto rounded-3xl border border-border bg-card shadow-sm">
      <table className={cn('w-full min-w-[40rem] border-collapse text-left text-sm', className)} {...props}>
        {children}
      </table>
    </div>
  );
}
export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('border-b border-border bg-muted/60 px-4 py-3 text-xs font-bold uppercase tracking-wide text-muted-foreground', className)} {...props} />;
}
export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-border px-4 py-3 align-middle', className)} {...props} />;
}
