import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Clock, Plus, X } from 'lucide-react';
import { defineMessages, type IntlShape, type MessageTag, type MessageValue, type NoMessageValues } from 'react-intl';
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
  useIntl,
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
import { common } from '../shared/messages';

const messages = defineMessages<{
  readonly opens: { readonly day: MessageValue };
  readonly closes: { readonly day: MessageValue };
  readonly title: NoMessageValues;
  readonly description: NoMessageValues;
  readonly saved: NoMessageValues;
  readonly notSaved: NoMessageValues;
  readonly closed: NoMessageValues;
  readonly removeRange: { readonly day: MessageValue; readonly open: MessageValue; readonly close: MessageValue };
  readonly addHours: { readonly day: MessageValue; readonly hidden: MessageTag };
  readonly presets: { readonly note: MessageTag };
  readonly closures: NoMessageValues;
  readonly closedOn: NoMessageValues;
  readonly closureNote: NoMessageValues;
  readonly notePlaceholder: NoMessageValues;
  readonly removeClosure: NoMessageValues;
  readonly addClosure: NoMessageValues;
  readonly timeZone: NoMessageValues;
  readonly timeZoneHint: NoMessageValues;
  readonly save: NoMessageValues;
}>({
  opens: { id: 'account.hours.opens', defaultMessage: '{day} opens' },
  closes: { id: 'account.hours.closes', defaultMessage: '{day} closes' },
  title: { id: 'account.hours.title', defaultMessage: 'Opening Hours' },
  description: {
    id: 'account.hours.description',
    defaultMessage: 'Times are local to your business (24-hour clock, 24:00 for midnight). A day without hours is closed.',
  },
  saved: { id: 'account.hours.saved', defaultMessage: 'Hours saved' },
  notSaved: { id: 'account.hours.notSaved', defaultMessage: 'Could not save your hours' },
  closed: { id: 'account.hours.closed', defaultMessage: 'Closed' },
  removeRange: { id: 'account.hours.removeRange', defaultMessage: 'Remove {day} {open}–{close}' },
  addHours: { id: 'account.hours.addHours', defaultMessage: 'Add hours<hidden> on {day}</hidden>' },
  presets: { id: 'account.hours.presets', defaultMessage: "Presets <note>(from Monday's hours, 09:00–17:00 if none)</note>" },
  closures: { id: 'account.hours.closures', defaultMessage: 'Special closures' },
  closedOn: { id: 'account.hours.closedOn', defaultMessage: 'Closed on' },
  closureNote: { id: 'account.hours.closureNote', defaultMessage: 'Closure note' },
  notePlaceholder: { id: 'account.hours.notePlaceholder', defaultMessage: 'Note (optional)' },
  removeClosure: { id: 'account.hours.removeClosure', defaultMessage: 'Remove closure' },
  addClosure: { id: 'account.hours.addClosure', defaultMessage: 'Add a closure' },
  timeZone: { id: 'account.hours.timeZone', defaultMessage: 'Time zone' },
  timeZoneHint: {
    id: 'account.hours.timeZoneHint',
    defaultMessage: "Set from your business's address; change it if your business keeps another zone's time.",
  },
  save: { id: 'account.hours.save', defaultMessage: 'Save Hours' },
});

const RANGE_FIELDS = [
  { field: 'open', verb: messages.opens, placeholder: '09:00' },
  { field: 'close', verb: messages.closes, placeholder: '17:00' },
] as const;

/** Between a range's two times: a sign, not a word. */
const RANGE_DASH = '–';

/** A day of the week (0 = Sunday) in the page's language: "Monday", "lunes". 2023-01-01 was a Sunday. */
const dayName = (intl: IntlShape, day: number) => intl.formatDate(Date.UTC(2023, 0, 1 + day), { weekday: 'long', timeZone: 'UTC' });

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
  const intl = useIntl();
  const [draft, setDraft] = useState<HoursDraft>(() => draftFromBusiness(business));
  const [problems, setProblems] = useState<HoursProblems>(NO_PROBLEMS);
  const save = useSetBusinessHours();
  useEffect(() => setDraft(draftFromBusiness(business)), [business]);
  const zones = useMemo(() => timeZoneOptions(intl, draft.timeZone), [intl, draft.timeZone]);

  const setDay = (day: number, ranges: HoursDraft['days'][number]) =>
    setDraft((d) => ({ ...d, days: d.days.map((r, i) => (i === day ? ranges : r)) }));
  const setRange = (day: number, index: number, field: 'open' | 'close', value: string) =>
    setDay(
      day,
      draft.days[day].map((r, i) => (i === index ? { ...r, [field]: value } : r)),
    );

  return (
    <Card data-testid="opening-hours-card">
      <IconCardHeader Icon={Clock} title={intl.formatMessage(messages.title)}>
        <CardDescription>{intl.formatMessage(messages.description)}</CardDescription>
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
              onSuccess: () => toast({ title: intl.formatMessage(messages.saved), variant: 'success' }),
              onError: (error) => {
                if (isUnauthorizedError(error)) return;
                const { day, text } = splitDayMessage(errorMessageOf(error, intl.formatMessage(messages.notSaved)));
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
              // `name` (English) keeps the ids and test ids; `label` is what the page says, `word` the day inside a sentence
              // ("Monday" both in English; "Lunes" and "lunes" in Spanish).
              const word = dayName(intl, day);
              const label = word.charAt(0).toUpperCase() + word.slice(1);
              const dayProblems = problems.byDay[day];
              const problemId = `hours-${name}-problem`;
              const invalid =
                dayProblems.length > 0 ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
              return (
                <div key={name} className="grid gap-2 sm:grid-cols-[7rem_1fr]" data-testid={`hours-${name}`}>
                  <span className="pt-2 text-sm font-semibold">{label}</span>
                  <div className="grid gap-2">
                    {draft.days[day].length === 0 ? (
                      <span className="pt-2 text-sm text-muted-foreground">{intl.formatMessage(messages.closed)}</span>
                    ) : null}
                    {draft.days[day].map((range, index) => (
                      <div key={index} className="flex items-center gap-2">
                        {RANGE_FIELDS.map(({ field, verb, placeholder }, i) => (
                          <Fragment key={field}>
                            {i > 0 ? <span aria-hidden="true">{RANGE_DASH}</span> : null}
                            <Input
                              aria-label={intl.formatMessage(verb, { day: label })}
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
                          aria-label={intl.formatMessage(messages.removeRange, { day: word, open: range.open, close: range.close })}
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
                      {intl.formatMessage(messages.addHours, {
                        day: word,
                        hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                      })}
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
                {intl.formatMessage(messages.presets, {
                  note: (chunks) => <span className="font-normal text-muted-foreground">{chunks}</span>,
                })}
              </span>
              <div className="flex flex-wrap gap-2">
                {HOURS_PRESETS.map((preset) => (
                  <Button
                    key={preset.label.id}
                    type="button"
                    size="sm"
                    variant="outline"
                    title={intl.formatMessage(preset.hint)}
                    onClick={() => setDraft(preset.apply)}
                  >
                    {intl.formatMessage(preset.label)}
                  </Button>
                ))}
              </div>
            </div>
          </div>

          <fieldset className="grid gap-2">
            <legend className="text-sm font-semibold">{intl.formatMessage(messages.closures)}</legend>
            {draft.closures.map((closure, index) => (
              <div key={index} className="flex flex-wrap items-center gap-2">
                <Input
                  type="date"
                  aria-label={intl.formatMessage(messages.closedOn)}
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
                  aria-label={intl.formatMessage(messages.closureNote)}
                  className="min-w-40 flex-1"
                  placeholder={intl.formatMessage(messages.notePlaceholder)}
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
                  aria-label={intl.formatMessage(messages.removeClosure)}
                  onClick={() =>
                    setDraft((d) => ({ ...d, closures: d.closures.filter((_, i) => i !== index) }))
                  }
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ))}
            <AddRowButton onClick={() => setDraft((d) => ({ ...d, closures: [...d.closures, { date: '', note: '' }] }))}>
              {intl.formatMessage(messages.addClosure)}
            </AddRowButton>
          </fieldset>

          <div className="grid gap-1.5">
            <Label htmlFor="hours-time-zone">{intl.formatMessage(messages.timeZone)}</Label>
            <NativeSelect
              id="hours-time-zone"
              aria-describedby="hours-time-zone-hint"
              options={zones}
              value={draft.timeZone}
              onChange={(e) => setDraft((d) => ({ ...d, timeZone: e.target.value }))}
            />
            <p id="hours-time-zone-hint" className="text-xs text-muted-foreground">
              {intl.formatMessage(messages.timeZoneHint)}
            </p>
          </div>

          {problems.other.length ? <InlineAlert boxed>{problems.other.join(' ')}</InlineAlert> : null}
          <Button type="submit" className="w-fit" disabled={save.isPending}>
            {save.isPending ? intl.formatMessage(common.saving) : intl.formatMessage(messages.save)}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
