import { lazy, Suspense } from 'react';
import { defineMessages } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { getClientConfigQueryOptions } from '@pawpals/api-client';
import { Skeleton, useIntl } from '@pawpals/ui';
import type { MapMarker } from './map-marker';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** What the map shows: its edges in degrees (may pass ±180 when the world wraps) and its zoom. */
export interface MapView {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

/** A count marker for several posts close together; activating it zooms in on them. */
export interface MapCluster {
  latitude: number;
  longitude: number;
  count: number;
  /** Posts sharing this one pin (a stack): zooming in would not part them, so activating it calls onStackOpen. */
  stack?: boolean;
}

/**
 * Props of PetMap.
 * - `markers`: points ({id, latitude, longitude, type 'lost'|'found'|'sighting', title, subtitle?, href?,
 *   approximate?}); a marker's popup names it and links to `href` (followed without a page reload);
 *   approximate ones are drawn hollow and dashed and say "Approximate location".
 * - `fitToMarkers` (default true): the view fits the markers (one marker: zoomed in on it). Set it to
 *   false to keep `center`/`zoom`.
 * - `center`/`zoom`: the view the map opens on (default: the contiguous US, zoom 4).
 * - `pin` + `onPinChange`: pin-picking. The pin is drawn (draggable) and the view follows it; a click on the
 *   map or dragging the pin calls `onPinChange` with the new place (6 decimals). The caller provides the
 *   keyboard alternative (e.g. a "Use my location" button) and says where the pin is in text.
 * - `trail`: a dashed path through these points in order (e.g. the last seen place, then the sightings).
 * - `clusters`: count markers (a circle with the number of posts); activating one zooms in two steps on it,
 *   or for a stack calls `onStackOpen` with it (the caller lists what it holds).
 * - `onViewChange`: told the view once the map is made and after every pan or zoom.
 * - `height` (CSS), `label` (the map region's accessible name), `className`.
 */
export interface PetMapProps {
  markers: MapMarker[];
  clusters?: MapCluster[];
  onStackOpen?: (stack: MapCluster) => void;
  onViewChange?: (view: MapView) => void;
  fitToMarkers?: boolean;
  center?: LatLng;
  zoom?: number;
  trail?: LatLng[];
  pin?: LatLng | null;
  onPinChange?: (pin: LatLng) => void;
  height: number | string;
  label: string;
  className?: string;
}

const messages = defineMessages({
  loading: { id: 'lostfound.map.loading', defaultMessage: 'Loading map' },
});

// Leaflet, its CSS and the states outline load only when a map is shown.
const LeafletMap = lazy(() => import('./LeafletMap'));

/**
 * A real slippy map (Leaflet). Tiles come from the deployment's MAP_TILES_URL (GET /api/config), with
 * its attribution; without one, the map draws the US states outline shipped with the app, so it is
 * never blank.
 */
export function PetMap(props: PetMapProps) {
  const config = useQuery(getClientConfigQueryOptions());
  const intl = useIntl();
  const placeholder = (
    <Skeleton
      className="w-full rounded-3xl"
      style={{ height: props.height }}
      aria-label={intl.formatMessage(messages.loading)}
    />
  );
  if (config.isLoading) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LeafletMap
        {...props}
        tilesUrl={config.data?.mapTilesUrl ?? null}
        attribution={config.data?.mapAttribution ?? null}
      />
    </Suspense>
  );
}
