import { useEffect, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { LIMITS, type BusinessDetail } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, Card, CardContent, CardDescription, InlineAlert, Input, Label, Switch, toast, IconCardHeader, useIntl } from '@pawpals/ui';
import { useSetBookingSettings } from './api/set-booking-settings';

const messages = defineMessages({
  title: { id: 'account.booking.title', defaultMessage: 'Online Booking' },
  description: {
    id: 'account.booking.description',
    defaultMessage: 'Pet owners pick a free slot within your opening hours. Without it they ask for a date and you confirm it.',
  },
  saved: { id: 'account.booking.saved', defaultMessage: 'Booking settings saved' },
  notSaved: { id: 'account.booking.notSaved', defaultMessage: 'Could not save the booking settings' },
  length: { id: 'account.booking.length', defaultMessage: 'Length of a visit (minutes)' },
  bySlots: { id: 'account.booking.bySlots', defaultMessage: 'Take bookings by slots' },
  save: { id: 'account.booking.save', defaultMessage: 'Save Booking Settings' },
});

/**
 * Bookable slots for a clinic: the length of a visit; bookable hours are the opening hours
 * (docs/decisions/0107-bookable-slots.md).
 */
export function BookingSettingsCard({ business }: { business: BusinessDetail }) {
  const intl = useIntl();
  const [minutes, setMinutes] = useState(String(business.booking?.slotMinutes ?? 30));
  const [enabled, setEnabled] = useState(business.booking?.enabled ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetBookingSettings();
  useEffect(() => {
    setMinutes(String(business.booking?.slotMinutes ?? 30));
    setEnabled(business.booking?.enabled ?? false);
  }, [business.booking]);

  return (
    <Card data-testid="booking-settings-card">
      <IconCardHeader Icon={CalendarClock} title={intl.formatMessage(messages.title)}>
        <CardDescription>{intl.formatMessage(messages.description)}</CardDescription>
      </IconCardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            setProblem(null);
            save.mutate(
              { slotMinutes: Number(minutes), enabled },
              {
                onSuccess: () => toast({ title: intl.formatMessage(messages.saved), variant: 'success' }),
                onError: (error) => {
                  if (!isUnauthorizedError(error))
                    setProblem(errorMessageOf(error, intl.formatMessage(messages.notSaved)));
                },
              },
            );
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="slot-minutes">{intl.formatMessage(messages.length)}</Label>
            <Input
              id="slot-minutes"
              type="number"
              className="w-32"
              min={LIMITS.slotMinutesMin}
              max={LIMITS.slotMinutesMax}
              step={5}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </div>
          <div className="flex items-center gap-3">
            <Switch id="booking-enabled" checked={enabled} onCheckedChange={setEnabled} />
            <Label htmlFor="booking-enabled">{intl.formatMessage(messages.bySlots)}</Label>
          </div>
          {problem ? (
            <InlineAlert boxed>
              {problem}
            </InlineAlert>
          ) : null}
          <Button type="submit" className="w-fit" disabled={save.isPending}>
            {intl.formatMessage(messages.save)}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
