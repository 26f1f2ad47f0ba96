import { useEffect, useState } from 'react';
import { BellRing, LocateFixed } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { errorMessageOf, getAlertAreaQueryOptions, useDeleteAlertArea, useSetAlertArea } from '@pawpals/api-client';
import { Button, Card, CardContent, CardDescription, InlineAlert, Input, PendingButton, Skeleton, SubmitButton, toast, IconCardHeader } from '@pawpals/ui';
import { DeviceAlertsControl } from '@pawpals/session';
import { AlertMailSwitch } from './AlertMailSwitch';
import { ALERT_RADII, ALERT_SPECIES, describeArea, formValuesOf, toAlertAreaBody, type AlertAreaFormValues } from './alert-area-form';

const selectClass = 'h-10 rounded-xl border border-input bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Dashboard card "Pet alerts near you": where the member hears about lost and found pets, and whether by
 * email too (docs/product.md#alert-areas).
 */
export function PetAlertsCard() {
  const area = useQuery(getAlertAreaQueryOptions());
  const save = useSetAlertArea();
  const turnOff = useDeleteAlertArea();
  const [values, setValues] = useState<AlertAreaFormValues>(formValuesOf(null));
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  useEffect(() => setValues(formValuesOf(area.data)), [area.data]);

  const useMyLocation = () => {
    if (!navigator.geolocation) return setError('Your browser cannot share its location. Enter a ZIP code instead.');
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setError(null);
        setValues((v) => ({ ...v, zipCode: '', point: { latitude: coords.latitude, longitude: coords.longitude } }));
      },
      () => {
        setLocating(false);
        setError('Location access was refused. Enter a ZIP code instead.');
      },
      { timeout: 15_000 },
    );
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(toAlertAreaBody(values), {
      onSuccess: () => toast({ title: 'Pet alerts saved', description: "We'll tell you about lost and found pets near you.", variant: 'success' }),
      onError: (err) => setError(errorMessageOf(err, 'Your alert area could not be saved')),
    });
  };

  const stopAlerts = () => turnOff.mutate(undefined, { onSuccess: (r) => toast({ title: r.message }) });

  const toggleSpecies = (species: AlertAreaFormValues['species'][number]) =>
    setValues((v) => ({ ...v, species: v.species.includes(species) ? v.species.filter((s) => s !== species) : [...v.species, species] }));

  return (
    <Card id="pet-alerts" aria-labelledby="pet-alerts-title" data-testid="pet-alerts" className="scroll-mt-24">
      <IconCardHeader Icon={BellRing} title="Pet alerts near you" titleId="pet-alerts-title">
        <CardDescription data-testid="pet-alerts-current">
          {area.isLoading ? 'Loading…' : area.data ? describeArea(area.data) : "You're not getting pet alerts yet"}
        </CardDescription>
      </IconCardHeader>
      <CardContent className="grid gap-5">
        {area.isLoading ? (
          <Skeleton className="h-24" />
        ) : (
          <form onSubmit={onSubmit} className="grid gap-4" noValidate aria-label="Pet alerts near you">
            <div className="flex flex-wrap items-end gap-3">
              <label className="grid gap-1 text-sm font-medium">
                ZIP code
                <Input
                  value={values.zipCode}
                  onChange={(e) => setValues((v) => ({ ...v, zipCode: e.target.value, point: null }))}
                  inputMode="numeric"
                  maxLength={10}
                  placeholder={values.point ? 'Using your location' : 'e.g. 78704'}
                  className="w-36"
                />
              </label>
              <Button type="button" variant="outline" onClick={useMyLocation} disabled={locating}>
                <LocateFixed aria-hidden="true" /> {locating ? 'Locating…' : values.point ? 'Location set' : 'Use my location'}
              </Button>
              <label className="grid gap-1 text-sm font-medium">
                Radius
                <select className={selectClass} value={values.radiusMiles} onChange={(e) => setValues((v) => ({ ...v, radiusMiles: Number(e.target.value) }))}>
                  {ALERT_RADII.map((r) => (
                    <option key={r} value={r}>
                      {r} {r === 1 ? 'mile' : 'miles'}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">Only these animals (none checked: all)</legend>
              <div className="flex flex-wrap gap-3">
                {ALERT_SPECIES.map((species) => (
                  <label key={species} className="flex items-center gap-1.5 text-sm">
                    <input type="checkbox" checked={values.species.includes(species)} onChange={() => toggleSpecies(species)} className="size-4 accent-[var(--primary)]" />
                    {capitalise(species)}
                  </label>
                ))}
              </div>
            </fieldset>
            {error ? (
              <InlineAlert>
                {error}
              </InlineAlert>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <SubmitButton pending={save.isPending} pendingLabel="Saving…">
                Save alert area
              </SubmitButton>
              {area.data ? (
                <PendingButton variant="ghost" pending={turnOff.isPending} onClick={stopAlerts}>
                  Turn off
                </PendingButton>
              ) : null}
            </div>
          </form>
        )}
        <AlertMailSwitch />
        <DeviceAlertsControl />
      </CardContent>
    </Card>
  );
}
