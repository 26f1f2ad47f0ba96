import type { ReactNode } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { defineMessages, type NoMessageValues, type MessageValue, type MessageTag } from 'react-intl';
import { useIntl } from '../i18n';
import { Button } from './button';
import { DialogClose, Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './dialog';

const messages = defineMessages<{
  readonly activeFilters: NoMessageValues;
  readonly removeFilter: { readonly label: MessageValue };
  readonly filters: NoMessageValues;
  readonly activeCount: { readonly count: number; readonly sr: MessageTag };
  readonly closeFilters: NoMessageValues;
}>({
  activeFilters: { id: 'ui.phoneFilters.activeFilters', defaultMessage: 'Active filters' },
  removeFilter: { id: 'ui.phoneFilters.removeFilter', defaultMessage: 'Remove filter: {label}' },
  filters: { id: 'ui.phoneFilters.filters', defaultMessage: 'Filters' },
  activeCount: { id: 'ui.phoneFilters.activeCount', defaultMessage: '{count}<sr> active</sr>' },
  closeFilters: { id: 'ui.phoneFilters.closeFilters', defaultMessage: 'Close filters' },
});

/** One filter in use, shown as a chip that removes it. */
export interface ActiveFilterChip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** The active filters as chips; each chip's button removes its filter. */
export function ActiveFilterChips({ chips }: { chips: ActiveFilterChip[] }) {
  const intl = useIntl();
  if (chips.length === 0) return null;
  return (
    <ul aria-label={intl.formatMessage(messages.activeFilters)} className="flex min-w-0 flex-wrap gap-2" data-testid="active-filters">
      {chips.map((chip) => (
        <li key={chip.key} className="min-w-0 max-w-full">
          <button
            type="button"
            onClick={chip.onRemove}
            aria-label={intl.formatMessage(messages.removeFilter, { label: chip.label })}
            className="inline-flex h-9 max-w-full items-center gap-1 rounded-full border border-primary/30 bg-accent px-3 text-sm font-semibold text-accent-foreground outline-none transition hover:bg-accent/70 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="truncate">{chip.label}</span>
            <X className="size-4 shrink-0" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A phone's filters (below `md`): a "Filters" button and the active filters as chips, so the results
 * come first; the button opens the filters in a bottom sheet (a dialog: title, focus trapped and
 * returned, Escape closes). The page keeps its inline form from `md` up and must not render it while
 * `open` (one form, one set of ids).
 */
export function PhoneFilters({
  open,
  onOpenChange,
  chips,
  description,
  doneLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chips: ActiveFilterChip[];
  /** Under the sheet's title: what the filters narrow. */
  description: string;
  /** The sheet's closing button, e.g. "Show 12 services". */
  doneLabel: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 md:hidden" data-testid="phone-filters">
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetTrigger asChild>
          <Button type="button" variant="outline">
            <SlidersHorizontal aria-hidden="true" /> {intl.formatMessage(messages.filters)}
            {chips.length > 0 ? (
              <span className="ml-0.5 rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
                {intl.formatMessage(messages.activeCount, {
                  count: chips.length,
                  sr: (chunks) => <span className="sr-only">{chunks}</span>,
                })}
              </span>
            ) : null}
          </Button>
        </SheetTrigger>
        <SheetContent side="bottom" closeLabel={intl.formatMessage(messages.closeFilters)}>
          <div className="pr-8">
            <SheetTitle>{intl.formatMessage(messages.filters)}</SheetTitle>
            <SheetDescription className="mt-1">{description}</SheetDescription>
          </div>
          {children}
          <DialogClose asChild>
            <Button type="button" size="lg" className="w-full">
              {doneLabel}
            </Button>
          </DialogClose>
        </SheetContent>
      </Sheet>
      <ActiveFilterChips chips={chips} />
    </div>
  );
}
