import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { cn } from '@pawpals/ui';

/** A boxed message with an icon: guard messages and page-level problems. */
export function Notice({
  children,
  tone = 'danger',
  icon,
  className,
  action,
}: {
  children: ReactNode;
  tone?: 'danger' | 'warning';
  icon?: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-3 rounded-2xl border px-4 py-4 text-sm leading-relaxed',
        tone === 'danger' ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-950',
        className,
      )}
    >
      <span className="mt-0.5 shrink-0">{icon ?? <ShieldAlert className="size-5" aria-hidden="true" />}</span>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>{children}</div>
        {action ? <div>{action}</div> : null}
      </div>
    </div>
  );
}

/** "Access Denied: …" / "Insufficient Permissions: …" with the label part in bold. */
export function GuardMessage({ message }: { message: string }) {
  const colon = message.indexOf(':');
  if (colon < 0) return <p>{message}</p>;
  return (
    <p>
      <strong className="font-bold">{message.slice(0, colon + 1)}</strong>
      {message.slice(colon + 1)}
    </p>
  );
}
