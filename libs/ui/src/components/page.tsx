import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

/** Centred page container used by every section, so pages line up under the header. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

/** A page's main heading. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="font-display text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl">{children}</h1>;
}

/** A page's title block: optional eyebrow, heading and a lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  description,
  icon,
  className,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p> : null}
      <div className="flex items-center gap-3">
        {icon ? (
          <span className="flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground">{icon}</span>
        ) : null}
        <PageTitle>{title}</PageTitle>
      </div>
      {description ? <p className="max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">{description}</p> : null}
      {children}
    </div>
  );
}

/** An honest "this part is on its way" panel for sections whose features ship in a later release. */
export function ComingSoonPanel({ icon, title, children, actions }: { icon?: ReactNode; title: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-primary/25 bg-card/70 px-6 py-14 text-center">
      {icon ? <span className="flex size-16 items-center justify-center rounded-3xl bg-accent text-accent-foreground">{icon}</span> : null}
      <h2 className="font-display text-2xl font-bold text-foreground">{title}</h2>
      {children ? <div className="max-w-xl text-muted-foreground">{children}</div> : null}
      {actions ? <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
