import { Search } from 'lucide-react';
import { IconInput } from '@pawpals/ui';

/** A labelled search input with an icon. */
export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (v: string) => void }) {
  return (
    <IconInput
      icon={Search}
      wrapperClassName="mb-4 max-w-md"
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
