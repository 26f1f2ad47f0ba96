import { useEffect, useState } from 'react';
import { Clock, Plus, X } from 'lucide-react';
import { WEEKDAY_NAMES, type BusinessDetail } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, Card, CardContent, CardDescription, CardHeader, InlineAlert, Input, Label, toast } from '@pawpals/ui';
import { useSetBusinessHours } from './api/set-business-hours';
import {
  copyMondayToWeekdays,
  draftFromBusiness,
  NEW_RANGE,
  toHoursBody,
  type HoursDraft,
} from './hours-draft';

const COMMON_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
];

/** Weekly opening hours (several ranges a day), special closures and the time zone (issue 17). */
export function OpeningHoursCard({ business }: { business: BusinessDetail }) {
  const [draft, setDraft] = useState<HoursDraft>(() => draftFromBusiness(business));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetBusinessHours();
  useEffect(() => setDraft(draftFromBusiness(business)), [business]);

  const setDay = (day: number, ranges: HoursDraft['days'][number]) =>
    setDraft((d) => ({ ...d, days: d.days.map((r, i) => (i === day ? ranges : r)) }));
  const setRange = (day: number, index: number, field: 'open' | 'close', value: string) =>
    setDay(
      day,
      draft.days[day].map((r, i) => (i === index ? { ...r, [field]: value } : r)),
    );

  return (
    <Card data-testid="opening-hours-card">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-xl font-bold leading-tight tracking-tight">
          <Clock className="size-5 text-primary" aria-hidden="true" /> Opening Hours
        </h2>
        <CardDescription>
          Times are local to your business (24-hour clock, 24:00 for midnight). A day without hours is closed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-5"
          onSubmit={(e) => {
            e.preventDefault();
            setProblem(null);
            save.mutate(toHoursBody(draft), {
              onSuccess: () => toast({ title: 'Hours saved', variant: 'success' }),
              onError: (error) => {
                if (!isUnauthorizedError(error))
                  setProblem(errorMessageOf(error, 'Could not save your hours'));
              },
            });
          }}
        >
          <div className="grid gap-3">
            {WEEKDAY_NAMES.map((name, day) => (
              <div key={name} className="grid gap-2 sm:grid-cols-[7rem_1fr]" data-testid={`hours-${name}`}>
                <span className="pt-2 text-sm font-semibold">{name}</span>
                <div className="grid gap-2">
                  {draft.days[day].length === 0 ? (
                    <span className="pt-2 text-sm text-muted-foreground">Closed</span>
                  ) : null}
                  {draft.days[day].map((range, index) => (
                    <div key={index} className="flex items-center gap-2">
                      <Input
                        aria-label={`${name} opens`}
                        className="w-24"
                        inputMode="numeric"
                        placeholder="09:00"
                        value={range.open}
                        onChange={(e) => setRange(day, index, 'open', e.target.value)}
                      />
                      <span aria-hidden="true">–</span>
                      <Input
                        aria-label={`${name} closes`}
                        className="w-24"
                        inputMode="numeric"
                        placeholder="17:00"
                        value={range.close}
                        onChange={(e) => setRange(day, index, 'close', e.target.value)}
                      />
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        aria-label={`Remove ${name} ${range.open}–${range.close}`}
                        onClick={() =>
                          setDay(
                            day,
                            draft.days[day].filter((_, i) => i !== index),
                          )
                        }
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </div>
                  ))}
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    className="w-fit"
                    onClick={() => setDay(day, [...draft.days[day], { ...NEW_RANGE }])}
                  >
                    <Plus aria-hidden="true" /> Add hours<span className="sr-only"> on {name}</span>
                  </Button>
                </div>
              </div>
            ))}
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="w-fit"
              onClick={() => setDraft(copyMondayToWeekdays)}
            >
              Copy Monday to Tuesday–Friday
            </Button>
          </div>

          <fieldset className="grid gap-2">
            <legend className="text-sm font-semibold">Special closures</legend>
            {draft.closures.map((closure, index) => (
              <div key={index} className="flex flex-wrap items-center gap-2">
                <Input
                  type="date"
                  aria-label="Closed on"
                  className="w-44"
                  value={closure.date}
                  onChange={(e) =>
                    setDraft((d) => ({
                      ...d,
                      closures: d.closures.map((c, i) => (i === index ? { ...c, date: e.target.value } : c)),
                    }))
                  }
                />
                <Input
                  aria-label="Closure note"
                  className="min-w-40 flex-1"
                  placeholder="Note (optional)"
                  maxLength={200}
                  value={closure.note}
                  onChange={(e) =>
                    setDraft((d) => ({
                      ...d,
                      closures: d.closures.map((c, i) => (i === index ? { ...c, note: e.target.value } : c)),
                    }))
                  }
                />
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label="Remove closure"
                  onClick={() =>
                    setDraft((d) => ({ ...d, closures: d.closures.filter((_, i) => i !== index) }))
                  }
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="w-fit"
              onClick={() => setDraft((d) => ({ ...d, closures: [...d.closures, { date: '', note: '' }] }))}
            >
              <Plus aria-hidden="true" /> Add a closure
            </Button>
          </fieldset>

          <div className="grid gap-1.5">
            <Label htmlFor="hours-time-zone">Time zone</Label>
            <Input
              id="hours-time-zone"
              list="hours-time-zones"
              placeholder="From your address"
              value={draft.timeZone}
              onChange={(e) => setDraft((d) => ({ ...d, timeZone: e.target.value }))}
            />
            <datalist id="hours-time-zones">
              {COMMON_ZONES.map((z) => (
                <option key={z} value={z} />
              ))}
            </datalist>
            <p className="text-xs text-muted-foreground">Leave it empty to use the zone of your state.</p>
          </div>

          {problem ? (
            <InlineAlert boxed>
              {problem}
            </InlineAlert>
          ) : null}
          <Button type="submit" className="w-fit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Hours'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
