import type { ReactNode } from 'react';

/** An empty list: a title, a line of help and optionally a call to action. */
export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-border px-6 py-10 text-center">
      <p className="font-display text-lg font-bold text-foreground">{title}</p>
      {text ? <p className="text-sm text-muted-foreground">{text}</p> : null}
      {children ? <div className="mt-2">{children}</div> : null}
    </div>
  );
}
