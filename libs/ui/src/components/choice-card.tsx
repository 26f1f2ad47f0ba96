import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * One option of a radio group drawn as a card: the radio, a picture (an icon or a tile), the option's name
 * and a line of help; the chosen card is outlined. The radio's own props (`name`, `value`, a form's
 * `register`, or `checked` and `onChange`) pass through; `compact` for a narrow card.
 */
export function ChoiceCard({
  selected,
  picture,
  label,
  hint,
  compact = false,
  ...radio
}: {
  selected: boolean;
  picture: ReactNode;
  label: ReactNode;
  hint: ReactNode;
  compact?: boolean;
} & Omit<ComponentProps<'input'>, 'type' | 'className' | 'children'>) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center rounded-2xl border-2 transition has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50',
        compact ? 'gap-3 p-3' : 'gap-4 bg-card p-4',
        selected ? 'border-primary bg-accent/50' : 'border-border hover:border-primary/40',
      )}
    >
      <input type="radio" className="size-4 accent-[var(--primary)]" {...radio} />
      {picture}
      <span className="grid">
        <span className="font-semibold">{label}</span>
        <span className="text-sm text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}
