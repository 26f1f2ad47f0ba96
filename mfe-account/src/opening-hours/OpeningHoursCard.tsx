import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Clock, Plus, X } from 'lucide-react';
import { WEEKDAY_NAMES, type BusinessDetail } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  InlineAlert,
  Input,
  Label,
  NativeSelect,
  toast,
  IconCardHeader,
} from '@pawpals/ui';
import { useSetBusinessHours } from './api/set-business-hours';
import {
  draftFromBusiness,
  hasProblems,
  hoursProblemsOf,
  HOURS_PRESETS,
  NEW_RANGE,
  splitDayMessage,
  toHoursBody,
  type HoursDraft,
  type HoursProblems,
} from './hours-draft';
import { timeZoneOptions } from './time-zone-options';

const RANGE_FIELDS = [
  { field: 'open', verb: 'opens', placeholder: '09:00' },
  { field: 'close', verb: 'closes', placeholder: '17:00' },
] as const;

const NO_PROBLEMS: HoursProblems = { byDay: WEEKDAY_NAMES.map(() => []), other: [] };

/** "+ Add …": one more range on a day, one more closure. */
function AddRowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="button" size="sm" variant="ghost" className="w-fit" onClick={onClick}>
      <Plus aria-hidden="true" /> {children}
    </Button>
  );
}

/**
 * Weekly opening hours (several ranges a day), special closures and the time zone
 * (docs/decisions/0104-opening-hours.md).
 */
export function OpeningHoursCard({ business }: { business: BusinessDetail }) {
  const [draft, setDraft] = useState<HoursDraft>(() => draftFromBusiness(business));
  const [problems, setProblems] = useState<HoursProblems>(NO_PROBLEMS);
  const save = useSetBusinessHours();
  useEffect(() => setDraft(draftFromBusiness(business)), [business]);
  const zones = useMemo(() => timeZoneOptions(draft.timeZone), [draft.timeZone]);

  const setDay = (day: number, ranges: HoursDraft['days'][number]) =>
    setDraft((d) => ({ ...d, days: d.days.map((r, i) => (i === day ? ranges : r)) }));
  const setRange = (day: number, index: number, field: 'open' | 'close', value: string) =>
    setDay(
      day,
      draft.days[day].map((r, i) => (i === index ? { ...r, [field]: value } : r)),
    );

  return (
    <Card data-testid="opening-hours-card">
      <IconCardHeader Icon={Clock} title="Opening Hours">
        <CardDescription>
          Times are local to your business (24-hour clock, 24:00 for midnight). A day without hours is closed.
        </CardDescription>
      </IconCardHeader>
      <CardContent>
        <form
          className="grid gap-5"
          onSubmit={(e) => {
            e.preventDefault();
            // The server's rules, checked here first so each problem shows on its day; the server still decides.
            const found = hoursProblemsOf(draft);
            setProblems(found);
            if (hasProblems(found)) return;
            save.mutate(toHoursBody(draft), {
              onSuccess: () => toast({ title: 'Hours saved', variant: 'success' }),
              onError: (error) => {
                if (isUnauthorizedError(error)) return;
                const { day, text } = splitDayMessage(errorMessageOf(error, 'Could not save your hours'));
                setProblems({
                  byDay: NO_PROBLEMS.byDay.map((_, d) => (d === day ? [text] : [])),
                  other: day === null ? [text] : [],
                });
              },
            });
          }}
        >
          <div className="grid gap-3">
            {WEEKDAY_NAMES.map((name, day) => {
              const dayProblems = problems.byDay[day];
              const problemId = `hours-${name}-problem`;
              const invalid =
                dayProblems.length > 0 ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
              return (
                <div key={name} className="grid gap-2 sm:grid-cols-[7rem_1fr]" data-testid={`hours-${name}`}>
                  <span className="pt-2 text-sm font-semibold">{name}</span>
                  <div className="grid gap-2">
                    {draft.days[day].length === 0 ? (
                      <span className="pt-2 text-sm text-muted-foreground">Closed</span>
                    ) : null}
                    {draft.days[day].map((range, index) => (
                      <div key={index} className="flex items-center gap-2">
                        {RANGE_FIELDS.map(({ field, verb, placeholder }, i) => (
                          <Fragment key={field}>
                            {i > 0 ? <span aria-hidden="true">–</span> : null}
                            <Input
                              aria-label={`${name} ${verb}`}
                              {...invalid}
                              className="w-24"
                              inputMode="numeric"
                              placeholder={placeholder}
                              value={range[field]}
                              onChange={(e) => setRange(day, index, field, e.target.value)}
                            />
                          </Fragment>
                        ))}
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
                    <AddRowButton onClick={() => setDay(day, [...draft.days[day], { ...NEW_RANGE }])}>
                      Add hours<span className="sr-only"> on {name}</span>
                    </AddRowButton>
                    {dayProblems.length ? (
                      <InlineAlert id={problemId} data-testid="hours-day-problem">
                        {dayProblems.join(' ')}
                      </InlineAlert>
                    ) : null}
                  </div>
                </div>
              );
            })}
            <div className="grid gap-1.5" role="group" aria-labelledby="hours-presets-label">
              <span id="hours-presets-label" className="text-sm font-semibold">
                Presets{' '}
                <span className="font-normal text-muted-foreground">
                  (from Monday&apos;s hours, 09:00–17:00 if none)
                </span>
              </span>
              <div className="flex flex-wrap gap-2">
                {HOURS_PRESETS.map((preset) => (
                  <Button
                    key={preset.label}
                    type="button"
                    size="sm"
                    variant="outline"
                    title={preset.hint}
                    onClick={() => setDraft(preset.apply)}
                  >
                    {preset.label}
                  </Button>
                ))}
              </div>
            </div>
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
            <AddRowButton onClick={() => setDraft((d) => ({ ...d, closures: [...d.closures, { date: '', note: '' }] }))}>
              Add a closure
            </AddRowButton>
          </fieldset>

          <div className="grid gap-1.5">
            <Label htmlFor="hours-time-zone">Time zone</Label>
            <NativeSelect
              id="hours-time-zone"
              aria-describedby="hours-time-zone-hint"
              options={zones}
              value={draft.timeZone}
              onChange={(e) => setDraft((d) => ({ ...d, timeZone: e.target.value }))}
            />
            <p id="hours-time-zone-hint" className="text-xs text-muted-foreground">
              Set from your business&apos;s address; change it if your business keeps another zone&apos;s
              time.
            </p>
          </div>

          {problems.other.length ? <InlineAlert boxed>{problems.other.join(' ')}</InlineAlert> : null}
          <Button type="submit" className="w-fit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Hours'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
