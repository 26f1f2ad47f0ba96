import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';
import { Clock } from 'lucide-react';
import { WEEKDAY_NAMES, type BusinessDetail } from '@pawpals/contracts';
import { Badge, Card, CardContent, cn, IconCardHeader, useIntl } from '@pawpals/ui';
import { weekdayText } from '../shared/labels';
import { dayHoursText, localClock, openingStatus, todayHoursText } from './opening-status';

const messages = defineMessages<{
  readonly openNow: NoMessageValues;
  readonly closedNow: NoMessageValues;
  readonly title: NoMessageValues;
  readonly today: NoMessageValues;
  readonly localTimes: { readonly zone: MessageValue };
}>({
  openNow: { id: 'directory.hours.openNow', defaultMessage: 'Open now' },
  closedNow: { id: 'directory.hours.closedNow', defaultMessage: 'Closed now' },
  title: { id: 'directory.hours.title', defaultMessage: 'Hours' },
  today: { id: 'directory.hours.today', defaultMessage: 'Today:' },
  localTimes: { id: 'directory.hours.localTimes', defaultMessage: 'Times are local to the business ({zone}).' },
});

/** The "Open now · Closes at 18:00" line of a business, in its own time zone. */
export function OpeningStatusLine({ business, now = new Date() }: { business: BusinessDetail; now?: Date }) {
  const intl = useIntl();
  if (!business.timeZone) return null;
  const status = openingStatus(business.hours, business.timeZone, now, intl);
  if (!status) return null;
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm" data-testid="opening-status">
      <Badge
        className={cn(
          'border-transparent',
          status.openNow ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
        )}
      >
        {intl.formatMessage(status.openNow ? messages.openNow : messages.closedNow)}
      </Badge>
      <span className="text-muted-foreground">{status.next}</span>
    </span>
  );
}

/** A weekday heading its row: "Monday", "Lunes" (Spanish writes it lower-case within a sentence). */
const capitalized = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** Today's hours and the week, in the business's zone (docs/product.md#business-pages). */
export function OpeningHoursCard({ business, now = new Date() }: { business: BusinessDetail; now?: Date }) {
  const intl = useIntl();
  const zone = business.timeZone;
  if (!zone || !business.hours.weekly.length) return null;
  const today = localClock(now, zone);
  return (
    <Card data-testid="opening-hours">
      <IconCardHeader Icon={Clock} title={intl.formatMessage(messages.title)} titleClassName="text-lg" />
      <CardContent className="grid gap-3 text-sm">
        <OpeningStatusLine business={business} now={now} />
        <p data-testid="today-hours">
          <span className="font-semibold">{intl.formatMessage(messages.today)}</span> {todayHoursText(business.hours, zone, now, intl)}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {WEEKDAY_NAMES.map((name, day) => (
            <div key={name} className={cn('contents', day === today.day && 'font-semibold')}>
              <dt>{capitalized(weekdayText(day, intl), intl.locale)}</dt>
              <dd className="text-muted-foreground">{dayHoursText(business.hours, day, undefined, intl)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          {intl.formatMessage(messages.localTimes, { zone: zone.replace(/_/g, ' ') })}
        </p>
      </CardContent>
    </Card>
  );
}
