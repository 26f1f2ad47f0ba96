import { Clock } from 'lucide-react';
import { WEEKDAY_NAMES, type BusinessDetail } from '@pawpals/contracts';
import { Badge, Card, CardContent, cn, IconCardHeader } from '@pawpals/ui';
import { dayHoursText, localClock, openingStatus, todayHoursText } from './opening-status';

/** The "Open now · Closes at 18:00" line of a business, in its own time zone. */
export function OpeningStatusLine({ business, now = new Date() }: { business: BusinessDetail; now?: Date }) {
  if (!business.timeZone) return null;
  const status = openingStatus(business.hours, business.timeZone, now);
  if (!status) return null;
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm" data-testid="opening-status">
      <Badge
        className={cn(
          'border-transparent',
          status.openNow ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
        )}
      >
        {status.openNow ? 'Open now' : 'Closed now'}
      </Badge>
      <span className="text-muted-foreground">{status.next}</span>
    </span>
  );
}

/** Today's hours and the week, in the business's zone (docs/product.md#business-pages). */
export function OpeningHoursCard({ business, now = new Date() }: { business: BusinessDetail; now?: Date }) {
  const zone = business.timeZone;
  if (!zone || !business.hours.weekly.length) return null;
  const today = localClock(now, zone);
  return (
    <Card data-testid="opening-hours">
      <IconCardHeader Icon={Clock} title="Hours" titleClassName="text-lg" />
      <CardContent className="grid gap-3 text-sm">
        <OpeningStatusLine business={business} now={now} />
        <p data-testid="today-hours">
          <span className="font-semibold">Today:</span> {todayHoursText(business.hours, zone, now)}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {WEEKDAY_NAMES.map((name, day) => (
            <div key={name} className={cn('contents', day === today.day && 'font-semibold')}>
              <dt>{name}</dt>
              <dd className="text-muted-foreground">{dayHoursText(business.hours, day)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          Times are local to the business ({zone.replace(/_/g, ' ')}).
        </p>
      </CardContent>
    </Card>
  );
}
