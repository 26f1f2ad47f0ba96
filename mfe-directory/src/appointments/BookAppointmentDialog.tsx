import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CalendarCheck, CalendarPlus } from 'lucide-react';
import { isUnauthorizedError } from '@pawpals/api-client';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  Input,
  Textarea,
  toast,
} from '@pawpals/ui';
import { useRequestAppointment } from './api/request-appointment';
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

/** 'Book an Appointment' dialog, veterinarians only (SPEC §2.5, §5): submit disabled until date and time are chosen. */
export function BookAppointmentDialog({
  businessId,
  businessName,
}: {
  businessId: string;
  businessName: string;
}) {
  const [open, setOpen] = useState(false);
  const book = useRequestAppointment();
  const form = useForm<AppointmentForm>({ defaultValues: EMPTY });
  const { errors } = form.formState;
  const [date, time] = form.watch(['date', 'time']);
  const iso = toAppointmentIso(date, time);
  const minDate = todayInputValue();

  const onSubmit = form.handleSubmit((data) => {
    const appointmentDate = toAppointmentIso(data.date, data.time);
    if (!appointmentDate) return;
    book.mutate(
      { businessId, appointmentDate, petName: blankToNull(data.petName), reason: blankToNull(data.reason) },
      {
        onSuccess: () => {
          toast({
            title: 'Appointment Requested',
            description: 'The veterinarian will confirm shortly',
            variant: 'success',
          });
          form.reset(EMPTY);
          setOpen(false);
        },
        onError: (error) => {
          if (!isUnauthorizedError(error))
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
          <FormField label="Reason for Visit (optional)">
            <Textarea
              rows={3}
              maxLength={2000}
              placeholder="Check-up, vaccination, limping…"
              {...form.register('reason')}
            />
          </FormField>
          {iso && !isBeforeToday(date) ? (
            <p
              className="flex items-center gap-2 rounded-xl bg-teal-50 px-3 py-2 text-sm text-teal-900"
              data-testid="appointment-summary"
            >
              <CalendarCheck className="size-4 shrink-0" aria-hidden="true" />
              {formatAppointmentSummary(iso)}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!date || !time || book.isPending}>
              {book.isPending ? 'Requesting...' : 'Request Appointment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
