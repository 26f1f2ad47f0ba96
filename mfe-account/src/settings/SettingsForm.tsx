import type { FormEvent, ReactNode } from 'react';
import { Button } from '@pawpals/ui';

/**
 * A settings card's form: its fields (side by side on wide screens when `twoColumns`), then the submit
 * button, which reads `pendingLabel` while the change is being saved.
 */
export function SettingsForm({
  onSubmit,
  twoColumns = false,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  twoColumns?: boolean;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={twoColumns ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
      {children}
      <div className={twoColumns ? 'sm:col-span-2' : undefined}>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
