import { useEffect, useState } from 'react';
import { BellRing, LocateFixed } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';
import { errorMessageOf, getAlertAreaQueryOptions, useDeleteAlertArea, useSetAlertArea } from '@pawpals/api-client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  InlineAlert,
  Input,
  PendingButton,
  Skeleton,
  SubmitButton,
  toast,
  IconCardHeader,
  useIntl,
} from '@pawpals/ui';
import { DeviceAlertsControl } from '@pawpals/session';
import { AlertMailSwitch } from './AlertMailSwitch';
import { common } from '../shared/messages';
import { ALERT_RADII, ALERT_SPECIES, SPECIES_WORDS, describeArea, formValuesOf, toAlertAreaBody, type AlertAreaFormValues } from './alert-area-form';

const selectClass = 'h-10 rounded-xl border border-input bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

const messages = defineMessages<{
  readonly noGeolocation: NoMessageValues;
  readonly refused: NoMessageValues;
  readonly saved: NoMessageValues;
  readonly savedText: NoMessageValues;
  readonly notSaved: NoMessageValues;
  readonly title: NoMessageValues;
  readonly loading: NoMessageValues;
  readonly none: NoMessageValues;
  readonly zipCode: NoMessageValues;
  readonly usingLocation: NoMessageValues;
  readonly zipExample: NoMessageValues;
  readonly locating: NoMessageValues;
  readonly locationSet: NoMessageValues;
  readonly useLocation: NoMessageValues;
  readonly radius: NoMessageValues;
  readonly miles: { readonly count: MessageValue };
  readonly onlyThese: NoMessageValues;
  readonly save: NoMessageValues;
  readonly turnOff: NoMessageValues;
}>({
  noGeolocation: { id: 'account.alerts.noGeolocation', defaultMessage: 'Your browser cannot share its location. Enter a ZIP code instead.' },
  refused: { id: 'account.alerts.refused', defaultMessage: 'Location access was refused. Enter a ZIP code instead.' },
  saved: { id: 'account.alerts.saved', defaultMessage: 'Pet alerts saved' },
  savedText: { id: 'account.alerts.savedText', defaultMessage: "We'll tell you about lost and found pets near you." },
  notSaved: { id: 'account.alerts.notSaved', defaultMessage: 'Your alert area could not be saved' },
  title: { id: 'account.alerts.title', defaultMessage: 'Pet alerts near you' },
  loading: { id: 'account.alerts.loading', defaultMessage: 'Loading…' },
  none: { id: 'account.alerts.none', defaultMessage: "You're not getting pet alerts yet" },
  zipCode: { id: 'account.alerts.zipCode', defaultMessage: 'ZIP code' },
  usingLocation: { id: 'account.alerts.usingLocation', defaultMessage: 'Using your location' },
  zipExample: { id: 'account.alerts.zipExample', defaultMessage: 'e.g. 78704' },
  locating: { id: 'account.alerts.locating', defaultMessage: 'Locating…' },
  locationSet: { id: 'account.alerts.locationSet', defaultMessage: 'Location set' },
  useLocation: { id: 'account.alerts.useLocation', defaultMessage: 'Use my location' },
  radius: { id: 'account.alerts.radius', defaultMessage: 'Radius' },
  miles: { id: 'account.alerts.miles', defaultMessage: '{count, plural, one {# mile} other {# miles}}' },
  onlyThese: { id: 'account.alerts.onlyThese', defaultMessage: 'Only these animals (none checked: all)' },
  save: { id: 'account.alerts.save', defaultMessage: 'Save alert area' },
  turnOff: { id: 'account.alerts.turnOff', defaultMessage: 'Turn off' },
});

/**
 * Dashboard card "Pet alerts near you": where the member hears about lost and found pets, and whether by
 * email too (docs/product.md#alert-areas).
 */
export function PetAlertsCard() {
  const intl = useIntl();
  const area = useQuery(getAlertAreaQueryOptions());
  const save = useSetAlertArea();
  const turnOff = useDeleteAlertArea();
  const [values, setValues] = useState<AlertAreaFormValues>(formValuesOf(null));
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  useEffect(() => setValues(formValuesOf(area.data)), [area.data]);

  const useMyLocation = () => {
    if (!navigator.geolocation) return setError(intl.formatMessage(messages.noGeolocation));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setError(null);
        setValues((v) => ({ ...v, zipCode: '', point: { latitude: coords.latitude, longitude: coords.longitude } }));
      },
      () => {
        setLocating(false);
        setError(intl.formatMessage(messages.refused));
      },
      { timeout: 15_000 },
    );
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(toAlertAreaBody(values), {
      onSuccess: () =>
        toast({ title: intl.formatMessage(messages.saved), description: intl.formatMessage(messages.savedText), variant: 'success' }),
      onError: (err) => setError(errorMessageOf(err, intl.formatMessage(messages.notSaved))),
    });
  };

  const stopAlerts = () => turnOff.mutate(undefined, { onSuccess: (r) => toast({ title: r.message }) });

  const toggleSpecies = (species: AlertAreaFormValues['species'][number]) =>
    setValues((v) => ({ ...v, species: v.species.includes(species) ? v.species.filter((s) => s !== species) : [...v.species, species] }));

  return (
    <Card id="pet-alerts" aria-labelledby="pet-alerts-title" data-testid="pet-alerts" className="scroll-mt-24">
      <IconCardHeader Icon={BellRing} title={intl.formatMessage(messages.title)} titleId="pet-alerts-title">
        <CardDescription data-testid="pet-alerts-current">
          {area.isLoading
            ? intl.formatMessage(messages.loading)
            : area.data
              ? describeArea(intl, area.data)
              : intl.formatMessage(messages.none)}
        </CardDescription>
      </IconCardHeader>
      <CardContent className="grid gap-5">
        {area.isLoading ? (
          <Skeleton className="h-24" />
        ) : (
          <form onSubmit={onSubmit} className="grid gap-4" noValidate aria-label={intl.formatMessage(messages.title)}>
            <div className="flex flex-wrap items-end gap-3">
              <label className="grid gap-1 text-sm font-medium">
                {intl.formatMessage(messages.zipCode)}
                <Input
                  value={values.zipCode}
                  onChange={(e) => setValues((v) => ({ ...v, zipCode: e.target.value, point: null }))}
                  inputMode="numeric"
                  maxLength={10}
                  placeholder={intl.formatMessage(values.point ? messages.usingLocation : messages.zipExample)}
                  className="w-36"
                />
              </label>
              <Button type="button" variant="outline" onClick={useMyLocation} disabled={locating}>
                <LocateFixed aria-hidden="true" /> {intl.formatMessage(locating ? messages.locating : values.point ? messages.locationSet : messages.useLocation)}
              </Button>
              <label className="grid gap-1 text-sm font-medium">
                {intl.formatMessage(messages.radius)}
                <select className={selectClass} value={values.radiusMiles} onChange={(e) => setValues((v) => ({ ...v, radiusMiles: Number(e.target.value) }))}>
                  {ALERT_RADII.map((r) => (
                    <option key={r} value={r}>
                      {intl.formatMessage(messages.miles, { count: r })}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">{intl.formatMessage(messages.onlyThese)}</legend>
              <div className="flex flex-wrap gap-3">
                {ALERT_SPECIES.map((species) => (
                  <label key={species} className="flex items-center gap-1.5 text-sm">
                    <input type="checkbox" checked={values.species.includes(species)} onChange={() => toggleSpecies(species)} className="size-4 accent-[var(--primary)]" />
                    {intl.formatMessage(SPECIES_WORDS[species].one)}
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
              <SubmitButton pending={save.isPending} pendingLabel={intl.formatMessage(common.savingEllipsis)}>
                {intl.formatMessage(messages.save)}
              </SubmitButton>
              {area.data ? (
                <PendingButton variant="ghost" pending={turnOff.isPending} onClick={stopAlerts}>
                  {intl.formatMessage(messages.turnOff)}
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
