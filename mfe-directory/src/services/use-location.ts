import { useCallback, useState } from 'react';
import { toast } from '@pawpals/ui';
import type { LatLng } from '../shared/format';

export type LocationState = 'off' | 'locating' | 'on';

/**
 * The visitor's position for the distance filter (docs/product.md#directory-search): off until
 * 'Enable Location'. Success toasts 'Location enabled' / 'Now filtering by distance'; a refusal or failure
 * 'Location error' / 'Could not get your location'. Kept in memory only.
 */
export function useVisitorLocation() {
  const [location, setLocation] = useState<LatLng | null>(null);
  const [state, setState] = useState<LocationState>('off');

  const enable = useCallback(() => {
    const fail = () => {
      setState((s) => (s === 'on' ? s : 'off'));
      toast({ title: 'Location error', description: 'Could not get your location', variant: 'destructive' });
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
        toast({ title: 'Location enabled', description: 'Now filtering by distance', variant: 'success' });
      },
      fail,
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, []);

  return { location, state, enable };
}
