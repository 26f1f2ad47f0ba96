import { useState } from 'react';
import { LocateFixed, Trash2 } from 'lucide-react';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { Button, useIntl } from '@pawpals/ui';
import { PetMap } from '../shared/map/PetMap';

type Pin = { latitude: number; longitude: number };

const messages = defineMessages({
  noGeolocation: {
    id: 'lostfound.pin.noGeolocation',
    defaultMessage: 'Your browser cannot share its location. Click the map instead.',
  },
  locating: { id: 'lostfound.pin.locating', defaultMessage: 'Locating…' },
  refused: {
    id: 'lostfound.pin.refused',
    defaultMessage: 'Location access was refused. Click the map instead.',
  },
  mark: defineMessage<{ hint: MessageTag }>({
    id: 'lostfound.pin.mark',
    defaultMessage: 'Mark the place on the map <hint>(optional — click the map or drag the pin)</hint>',
  }),
  useMyLocation: { id: 'lostfound.pin.useMyLocation', defaultMessage: 'Use my location' },
  removePin: { id: 'lostfound.pin.removePin', defaultMessage: 'Remove pin' },
  mapLabel: { id: 'lostfound.pin.mapLabel', defaultMessage: 'Map: click where the pet was last seen' },
  pinnedAt: defineMessage<{ latitude: string; longitude: string }>({
    id: 'lostfound.pin.pinnedAt',
    defaultMessage: 'Pinned at {latitude}, {longitude}',
  }),
  noPin: {
    id: 'lostfound.pin.noPin',
    defaultMessage: 'No pin: we will place the post from the location text.',
  },
});

/**
 * The last seen place on a map (optional): "Use my location", or a click / drag on the map. Without a
 * pin the server places the post from the location text (a ZIP code or "city, state" in it).
 */
export function LastSeenPinField({
  pin,
  onChange,
}: {
  pin: Pin | null;
  onChange: (pin: Pin | null) => void;
}) {
  const intl = useIntl();
  const [status, setStatus] = useState<string | null>(null);
  const useMyLocation = () => {
    if (!navigator.geolocation) {
      setStatus(intl.formatMessage(messages.noGeolocation));
      return;
    }
    setStatus(intl.formatMessage(messages.locating));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setStatus(null);
        onChange({
          latitude: Math.round(coords.latitude * 1e6) / 1e6,
          longitude: Math.round(coords.longitude * 1e6) / 1e6,
        });
      },
      () => setStatus(intl.formatMessage(messages.refused)),
      { timeout: 15_000 },
    );
  };
  return (
    <div className="grid gap-3" data-testid="pin-field">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">
          {intl.formatMessage(messages.mark, {
            hint: (chunks) => <span className="font-normal text-muted-foreground">{chunks}</span>,
          })}
        </p>
        <div className="flex gap-2">
          <Button type="button" size="sm" variant="outline" onClick={useMyLocation}>
            <LocateFixed aria-hidden="true" /> {intl.formatMessage(messages.useMyLocation)}
          </Button>
          {pin ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" /> {intl.formatMessage(messages.removePin)}
            </Button>
          ) : null}
        </div>
      </div>
      <PetMap
        markers={[]}
        pin={pin}
        onPinChange={onChange}
        height={280}
        label={intl.formatMessage(messages.mapLabel)}
      />
      <p role="status" className="text-sm text-muted-foreground" data-testid="pin-status">
        {status ??
          (pin
            ? intl.formatMessage(messages.pinnedAt, {
                latitude: pin.latitude.toFixed(5),
                longitude: pin.longitude.toFixed(5),
              })
            : intl.formatMessage(messages.noPin))}
      </p>
    </div>
  );
}
