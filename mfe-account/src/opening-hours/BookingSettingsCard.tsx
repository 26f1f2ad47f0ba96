import { useEffect, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { LIMITS, type BusinessDetail } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, Card, CardContent, CardDescription, InlineAlert, Input, Label, Switch, toast, IconCardHeader } from '@pawpals/ui';
import { useSetBookingSettings } from './api/set-booking-settings';

/**
 * Bookable slots for a clinic: the length of a visit; bookable hours are the opening hours
 * (docs/decisions/0107-bookable-slots.md).
 */
export function BookingSettingsCard({ business }: { business: BusinessDetail }) {
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
      <IconCardHeader Icon={CalendarClock} title="Online Booking">
        <CardDescription>
          Pet owners pick a free slot within your opening hours. Without it they ask for a date and you
          confirm it.
        </CardDescription>
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
                onSuccess: () => toast({ title: 'Booking settings saved', variant: 'success' }),
                onError: (error) => {
                  if (!isUnauthorizedError(error))
                    setProblem(errorMessageOf(error, 'Could not save the booking settings'));
                },
              },
            );
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="slot-minutes">Length of a visit (minutes)</Label>
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
            <Label htmlFor="booking-enabled">Take bookings by slots</Label>
          </div>
          {problem ? (
            <InlineAlert boxed>
              {problem}
            </InlineAlert>
          ) : null}
          <Button type="submit" className="w-fit" disabled={save.isPending}>
            Save Booking Settings
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
