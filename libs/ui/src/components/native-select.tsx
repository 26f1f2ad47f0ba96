import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * The browser's own `<select>`, styled like the Select trigger. For filters and forms on pages that must
 * load fast (docs/decisions/0060-first-render-javascript.md): no JavaScript of its own, no popper, and the
 * phone's native picker.
 */
export function NativeSelect({
  className,
  options,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> & { options: readonly { value: string; label: string }[] }) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          'flex h-10 w-full appearance-none items-center truncate rounded-xl border border-input bg-card py-2 pl-3 pr-9 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-60"
        aria-hidden="true"
      />
    </div>
  );
}
