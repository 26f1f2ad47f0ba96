import { useCallback, useState } from 'react';
import { defineMessages } from 'react-intl';
import { toast, useIntl } from '@pawpals/ui';
import type { LatLng } from '../shared/format';

const messages = defineMessages({
  errorTitle: { id: 'directory.location.errorTitle', defaultMessage: 'Location error' },
  errorText: { id: 'directory.location.errorText', defaultMessage: 'Could not get your location' },
  enabledTitle: { id: 'directory.location.enabledTitle', defaultMessage: 'Location enabled' },
  enabledText: { id: 'directory.location.enabledText', defaultMessage: 'Now filtering by distance' },
});

export type LocationState = 'off' | 'locating' | 'on';

/**
 * The visitor's position for the distance filter (docs/product.md#directory-search): off until
 * 'Enable Location'. Success toasts 'Location enabled' / 'Now filtering by distance'; a refusal or failure
 * 'Location error' / 'Could not get your location'. Kept in memory only.
 */
export function useVisitorLocation() {
  const [location, setLocation] = useState<LatLng | null>(null);
  const [state, setState] = useState<LocationState>('off');
  const { formatMessage: t } = useIntl();

  const enable = useCallback(() => {
    const fail = () => {
      setState((s) => (s === 'on' ? s : 'off'));
      toast({ title: t(messages.errorTitle), description: t(messages.errorText), variant: 'destructive' });
    };
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      fail();
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocation({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setState('on');
        toast({ title: t(messages.enabledTitle), description: t(messages.enabledText), variant: 'success' });
      },
      fail,
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, [t]);

  return { location, state, enable };
}
