import type { ReactNode } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { Button } from './button';
import { DialogClose, Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './dialog';

/** One filter in use, shown as a chip that removes it. */
export interface ActiveFilterChip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** The active filters as chips; each chip's button removes its filter. */
export function ActiveFilterChips({ chips }: { chips: ActiveFilterChip[] }) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex min-w-0 flex-wrap gap-2" data-testid="active-filters">
      {chips.map((chip) => (
        <li key={chip.key} className="min-w-0 max-w-full">
          <button
            type="button"
            onClick={chip.onRemove}
            aria-label={`Remove filter: ${chip.label}`}
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
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 md:hidden" data-testid="phone-filters">
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetTrigger asChild>
          <Button type="button" variant="outline">
            <SlidersHorizontal aria-hidden="true" /> Filters
            {chips.length > 0 ? (
              <span className="ml-0.5 rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
                {chips.length}
                <span className="sr-only"> active</span>
              </span>
            ) : null}
          </Button>
        </SheetTrigger>
        <SheetContent side="bottom" closeLabel="Close filters">
          <div className="pr-8">
            <SheetTitle>Filters</SheetTitle>
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
