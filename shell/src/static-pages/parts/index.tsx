import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { PageContainer, useIntl } from '@pawpals/ui';

const messages = defineMessages({
  eyebrow: { id: 'static.legal.eyebrow', defaultMessage: 'Legal' },
});

const lastUpdated = defineMessage<{ date: string }>({ id: 'static.legal.lastUpdated', defaultMessage: 'Last updated: {date}' });

/** Hero band shared by the informational pages. */
export function StaticHero({ eyebrow, title, children, Icon }: { eyebrow?: string; title: string; children?: ReactNode; Icon?: LucideIcon }) {
  return (
    <section className="bg-gradient-to-b from-orange-50 to-background">
      <PageContainer className="flex flex-col items-center gap-4 py-14 text-center sm:py-20">
        {Icon ? (
          <span className="flex size-16 items-center justify-center rounded-3xl bg-primary text-primary-foreground shadow-lg">
            <Icon className="size-8" aria-hidden="true" />
          </span>
        ) : null}
        {eyebrow ? <p className="text-sm font-bold uppercase tracking-wider text-primary">{eyebrow}</p> : null}
        <h1 className="max-w-3xl font-display text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="max-w-2xl text-lg leading-relaxed text-muted-foreground">{children}</div> : null}
      </PageContainer>
    </section>
  );
}

/** Long-form legal text column with readable spacing. */
function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-8 text-[0.975rem] leading-relaxed text-foreground/90 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-foreground [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-1.5">
      {children}
    </div>
  );
}

/** A legal page (privacy, terms): hero with today's date (in the page's language), then the sections as prose. */
export function LegalPage({ title, Icon, children }: { title: string; Icon: LucideIcon; children: ReactNode }) {
  const intl = useIntl();
  const today = intl.formatDate(new Date(), { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <>
      <StaticHero eyebrow={intl.formatMessage(messages.eyebrow)} title={title} Icon={Icon}>
        <p>{intl.formatMessage(lastUpdated, { date: today })}</p>
      </StaticHero>
      <PageContainer className="pb-16">
        <Prose>{children}</Prose>
      </PageContainer>
    </>
  );
}
