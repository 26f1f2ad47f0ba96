import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';
import { CalendarCheck, CalendarPlus } from 'lucide-react';
import { ApiError, errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  Input,
  Textarea,
  toast,
  useIntl,
} from '@pawpals/ui';
import { useListAvailableSlots } from './api/list-available-slots';
import { useRequestAppointment } from './api/request-appointment';
import { PreferredTimesField } from './PreferredTimesField';
import {
  completePreferredTimes,
  firstPreferredStart,
  NEW_PREFERRED_TIME,
  preferredTimeText,
  type PreferredTimeDraft,
} from './preferred-times';
import { groupSlotsByDay } from './slot-days';
import {
  blankToNull,
  formatAppointmentSummary,
  isBeforeToday,
  toAppointmentIso,
  todayInputValue,
} from './appointment-time';

const messages = defineMessages<{
  readonly loadingTimes: NoMessageValues;
  readonly noTimes: NoMessageValues;
  readonly date: NoMessageValues;
  readonly time: NoMessageValues;
  readonly yourTimeZone: NoMessageValues;
  readonly requestedTitle: NoMessageValues;
  readonly requestedText: NoMessageValues;
  readonly goneTitle: NoMessageValues;
  readonly goneText: NoMessageValues;
  readonly errorTitle: NoMessageValues;
  readonly errorText: NoMessageValues;
  readonly book: NoMessageValues;
  readonly description: { readonly name: MessageValue };
  readonly petName: NoMessageValues;
  readonly petNamePlaceholder: NoMessageValues;
  readonly pastDate: NoMessageValues;
  readonly reason: NoMessageValues;
  readonly reasonPlaceholder: NoMessageValues;
  readonly youPrefer: NoMessageValues;
  readonly requesting: NoMessageValues;
  readonly request: NoMessageValues;
}>({
  loadingTimes: { id: 'directory.appointments.loadingTimes', defaultMessage: 'Loading free times…' },
  noTimes: { id: 'directory.appointments.noTimes', defaultMessage: 'No free times in the next 14 days. Please call the clinic.' },
  date: { id: 'directory.appointments.date', defaultMessage: 'Date' },
  time: { id: 'directory.appointments.time', defaultMessage: 'Time' },
  yourTimeZone: { id: 'directory.appointments.yourTimeZone', defaultMessage: 'Times are shown in your time zone.' },
  requestedTitle: { id: 'directory.appointments.requestedTitle', defaultMessage: 'Appointment Requested' },
  requestedText: { id: 'directory.appointments.requestedText', defaultMessage: 'The veterinarian will confirm shortly' },
  goneTitle: { id: 'directory.appointments.goneTitle', defaultMessage: 'That time is gone' },
  goneText: { id: 'directory.appointments.goneText', defaultMessage: 'Please pick another time' },
  errorTitle: { id: 'directory.appointments.errorTitle', defaultMessage: 'Error' },
  errorText: { id: 'directory.appointments.errorText', defaultMessage: 'Failed to book appointment' },
  book: { id: 'directory.appointments.book', defaultMessage: 'Book an Appointment' },
  description: {
    id: 'directory.appointments.description',
    defaultMessage: 'Request a visit at {name}. The clinic confirms the time with you.',
  },
  petName: { id: 'directory.appointments.petName', defaultMessage: 'Pet Name (optional)' },
  petNamePlaceholder: { id: 'directory.appointments.petNamePlaceholder', defaultMessage: 'e.g. Biscuit' },
  pastDate: { id: 'directory.appointments.pastDate', defaultMessage: 'The date cannot be earlier than today' },
  reason: { id: 'directory.appointments.reason', defaultMessage: 'Reason for Visit (optional)' },
  reasonPlaceholder: { id: 'directory.appointments.reasonPlaceholder', defaultMessage: 'Check-up, vaccination, limping…' },
  youPrefer: { id: 'directory.appointments.youPrefer', defaultMessage: 'You prefer:' },
  requesting: { id: 'directory.appointments.requesting', defaultMessage: 'Requesting...' },
  request: { id: 'directory.appointments.request', defaultMessage: 'Request Appointment' },
});

interface AppointmentForm {
  petName: string;
  date: string;
  time: string;
  reason: string;
}
const EMPTY: AppointmentForm = { petName: '', date: '', time: '', reason: '' };

/** The free slots of the next 14 days, by the visitor's day; one is chosen. */
function SlotPicker({
  businessId,
  value,
  onChange,
}: {
  businessId: string;
  value: string | null;
  onChange: (start: string) => void;
}) {
  const slots = useListAvailableSlots(businessId, true);
  const intl = useIntl();
  const t = intl.formatMessage;
  const days = groupSlotsByDay(slots.data ?? [], new Date(), intl);
  const [dayIndex, setDayIndex] = useState(0);
  if (slots.isPending) return <p className="text-sm text-muted-foreground">{t(messages.loadingTimes)}</p>;
  if (!days.length) return <p className="text-sm text-muted-foreground">{t(messages.noTimes)}</p>;
  const day = days[Math.min(dayIndex, days.length - 1)];
  return (
    <div className="grid gap-3" data-testid="slot-picker">
      <fieldset className="grid gap-1.5">
        <legend className="text-sm font-medium">{t(messages.date)}</legend>
        <div className="flex flex-wrap gap-1.5">
          {days.map((d, i) => (
            <Button
              key={d.date}
              type="button"
              size="sm"
              variant={d === day ? 'default' : 'outline'}
              aria-pressed={d === day}
              onClick={() => setDayIndex(i)}
            >
              {d.label}
            </Button>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-1.5">
        <legend className="text-sm font-medium">{t(messages.time)}</legend>
        <div className="flex flex-wrap gap-1.5">
          {day.slots.map((s) => (
            <Button
              key={s.start}
              type="button"
              size="sm"
              variant={s.start === value ? 'default' : 'outline'}
              aria-pressed={s.start === value}
              onClick={() => onChange(s.start)}
            >
              {s.time}
            </Button>
          ))}
        </div>
      </fieldset>
      <p className="text-xs text-muted-foreground">{t(messages.yourTimeZone)}</p>
    </div>
  );
}

/**
 * How the clinic takes requests: free slots to pick; a date and time to name (its hours are on the page);
 * or, when it lists no hours, up to three preferred windows.
 */
export type BookingMode = 'slots' | 'time' | 'preferred';

/**
 * 'Book an Appointment' dialog, veterinarians only (docs/product.md#appointments-hours-and-slots): submit
 * disabled until a time (a slot, a date and time, or one preferred date) is chosen.
 */
export function BookAppointmentDialog({
  businessId,
  businessName,
  mode,
}: {
  businessId: string;
  businessName: string;
  mode: BookingMode;
}) {
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState<string | null>(null);
  const [preferredRows, setPreferredRows] = useState<PreferredTimeDraft[]>([{ ...NEW_PREFERRED_TIME }]);
  const book = useRequestAppointment();
  const intl = useIntl();
  const t = intl.formatMessage;
  const form = useForm<AppointmentForm>({ defaultValues: EMPTY });
  const { errors } = form.formState;
  const [date, time] = form.watch(['date', 'time']);
  const preferredTimes = completePreferredTimes(preferredRows);
  const iso =
    mode === 'slots'
      ? slot
      : mode === 'preferred'
        ? firstPreferredStart(preferredTimes)
        : toAppointmentIso(date, time);
  const minDate = todayInputValue();

  const onSubmit = form.handleSubmit((data) => {
    if (!iso) return;
    book.mutate(
      {
        businessId,
        appointmentDate: iso,
        petName: blankToNull(data.petName),
        reason: blankToNull(data.reason),
        ...(mode === 'preferred' ? { preferredTimes } : {}),
      },
      {
        onSuccess: () => {
          toast({
            title: t(messages.requestedTitle),
            description: t(messages.requestedText),
            variant: 'success',
          });
          form.reset(EMPTY);
          setSlot(null);
          setPreferredRows([{ ...NEW_PREFERRED_TIME }]);
          setOpen(false);
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          if (error instanceof ApiError && error.status === 409) {
            // The slot was taken (or closed) meanwhile: say so and let them pick another one.
            setSlot(null);
            toast({
              title: t(messages.goneTitle),
              description: errorMessageOf(error, t(messages.goneText)),
              variant: 'destructive',
            });
            return;
          }
          toast({ title: t(messages.errorTitle), description: t(messages.errorText), variant: 'destructive' });
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-full">
          <CalendarPlus aria-hidden="true" /> {t(messages.book)}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(messages.book)}</DialogTitle>
          <DialogDescription>{t(messages.description, { name: businessName })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={t(messages.petName)}>
            <Input
              autoComplete="off"
              maxLength={100}
              placeholder={t(messages.petNamePlaceholder)}
              {...form.register('petName')}
            />
          </FormField>
          {mode === 'slots' ? (
            <SlotPicker businessId={businessId} value={slot} onChange={setSlot} />
          ) : mode === 'preferred' ? (
            <PreferredTimesField rows={preferredRows} onChange={setPreferredRows} />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t(messages.date)} error={errors.date?.message}>
                <Input
                  type="date"
                  min={minDate}
                  {...form.register('date', {
                    validate: (v) => !isBeforeToday(v) || t(messages.pastDate),
                  })}
                />
              </FormField>
              <FormField label={t(messages.time)}>
                <Input type="time" {...form.register('time')} />
              </FormField>
            </div>
          )}
          <FormField label={t(messages.reason)}>
            <Textarea
              rows={3}
              maxLength={2000}
              placeholder={t(messages.reasonPlaceholder)}
              {...form.register('reason')}
            />
          </FormField>
          {iso && (mode !== 'time' || !isBeforeToday(date)) ? (
            <div
              className="flex items-start gap-2 rounded-xl bg-teal-50 px-3 py-2 text-sm text-teal-900"
              data-testid="appointment-summary"
            >
              <CalendarCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {mode === 'preferred' ? (
                <div>
                  {t(messages.youPrefer)}
                  <ul>
                    {preferredTimes.map((p) => (
                      <li key={`${p.date} ${p.window}`}>{preferredTimeText(p, intl)}</li>
                    ))}
                  </ul>
                </div>
              ) : (
                formatAppointmentSummary(iso, intl)
              )}
            </div>
          ) : null}
          <DialogFormFooter>
            <Button type="submit" disabled={!iso || book.isPending}>
              {t(book.isPending ? messages.requesting : messages.request)}
            </Button>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
