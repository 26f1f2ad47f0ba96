import type { ComponentProps } from 'react';
import { cn } from '@pawpals/ui';

/**
 * A plain data table in a card. From sm up it is a table; on a phone each row becomes a small card of
 * labelled lines (each Td names its column with `label`), so nothing is wider than the screen.
 */
export function DataTable({ className, children, ...props }: ComponentProps<'table'>) {
  return (
    <div className="rounded-3xl border border-border bg-card shadow-sm sm:overflow-x-auto">
      <table
        className={cn(
          'w-full border-collapse text-left text-sm',
          'max-sm:block max-sm:[&_thead]:block max-sm:[&_thead_tr]:flex max-sm:[&_tbody]:block',
          'max-sm:[&_tbody_tr]:grid max-sm:[&_tbody_tr]:gap-2 max-sm:[&_tbody_tr]:border-b max-sm:[&_tbody_tr]:border-border max-sm:[&_tbody_tr]:p-4 max-sm:[&_tbody_tr:last-child]:border-b-0',
          className,
        )}
        {...props}
      >
        {children}
      </table>
    </div>
  );
}
/** A column header; on a phone only the ones with a control (`keepOnPhone`, e.g. Select all) stay, the cells carry the names. */
export function Th({ className, keepOnPhone = false, ...props }: ComponentProps<'th'> & { keepOnPhone?: boolean }) {
  return (
    <th
      scope="col"
      className={cn('border-b border-border bg-muted/60 px-4 py-3 text-xs font-bold uppercase tracking-wide text-muted-foreground', !keepOnPhone && 'max-sm:hidden', keepOnPhone && 'max-sm:w-full', className)}
      {...props}
    />
  );
}
/** A cell; `label` is its column's name, shown before the value on a phone (where the header row is hidden). */
export function Td({ className, label, ...props }: ComponentProps<'td'> & { label?: string }) {
  return (
    <td
      data-label={label}
      className={cn(
        'border-b border-border px-4 py-3 align-middle',
        'max-sm:flex max-sm:min-w-0 max-sm:flex-wrap max-sm:items-center max-sm:gap-x-2 max-sm:border-0 max-sm:p-0 max-sm:text-left',
        label && 'max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-bold max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
        className,
      )}
      {...props}
    />
  );
}
