import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CalendarCheck, CalendarPlus } from 'lucide-react';
import { preferredTimeLabel } from '@pawpals/contracts';
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
} from '@pawpals/ui';
import { useListAvailableSlots } from './api/list-available-slots';
import { useRequestAppointment } from './api/request-appointment';
import { PreferredTimesField } from './PreferredTimesField';
import {
  completePreferredTimes,
  firstPreferredStart,
  NEW_PREFERRED_TIME,
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
  const days = groupSlotsByDay(slots.data ?? []);
  const [dayIndex, setDayIndex] = useState(0);
  if (slots.isPending) return <p className="text-sm text-muted-foreground">Loading free times…</p>;
  if (!days.length)
    return (
      <p className="text-sm text-muted-foreground">
        No free times in the next 14 days. Please call the clinic.
      </p>
    );
  const day = days[Math.min(dayIndex, days.length - 1)];
  return (
    <div className="grid gap-3" data-testid="slot-picker">
      <fieldset className="grid gap-1.5">
        <legend className="text-sm font-medium">Date</legend>
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
        <legend className="text-sm font-medium">Time</legend>
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
      <p className="text-xs text-muted-foreground">Times are shown in your time zone.</p>
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
            title: 'Appointment Requested',
            description: 'The veterinarian will confirm shortly',
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
              title: 'That time is gone',
              description: errorMessageOf(error, 'Please pick another time'),
              variant: 'destructive',
            });
            return;
          }
          toast({ title: 'Error', description: 'Failed to book appointment', variant: 'destructive' });
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-full">
          <CalendarPlus aria-hidden="true" /> Book an Appointment
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Book an Appointment</DialogTitle>
          <DialogDescription>
            Request a visit at {businessName}. The clinic confirms the time with you.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Pet Name (optional)">
            <Input
              autoComplete="off"
              maxLength={100}
              placeholder="e.g. Biscuit"
              {...form.register('petName')}
            />
          </FormField>
          {mode === 'slots' ? (
            <SlotPicker businessId={businessId} value={slot} onChange={setSlot} />
          ) : mode === 'preferred' ? (
            <PreferredTimesField rows={preferredRows} onChange={setPreferredRows} />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Date" error={errors.date?.message}>
                <Input
                  type="date"
                  min={minDate}
                  {...form.register('date', {
                    validate: (v) => !isBeforeToday(v) || 'The date cannot be earlier than today',
                  })}
                />
              </FormField>
              <FormField label="Time">
                <Input type="time" {...form.register('time')} />
              </FormField>
            </div>
          )}
          <FormField label="Reason for Visit (optional)">
            <Textarea
              rows={3}
              maxLength={2000}
              placeholder="Check-up, vaccination, limping…"
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
                  You prefer:
                  <ul>
                    {preferredTimes.map((p) => (
                      <li key={`${p.date} ${p.window}`}>{preferredTimeLabel(p)}</li>
                    ))}
                  </ul>
                </div>
              ) : (
                formatAppointmentSummary(iso)
              )}
            </div>
          ) : null}
          <DialogFormFooter>
            <Button type="submit" disabled={!iso || book.isPending}>
              {book.isPending ? 'Requesting...' : 'Request Appointment'}
            </Button>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
