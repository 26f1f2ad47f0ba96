import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getClientConfigQueryOptions } from '@pawpals/api-client';
import { Skeleton } from '@pawpals/ui';
import type { MapMarker } from './map-marker';

export interface PetMapProps {
  /** Points with real coordinates; their popups link to `href`. */
  markers: MapMarker[];
  /** A path drawn through these points in order (the last seen place, then the sightings oldest first). */
  trail?: { latitude: number; longitude: number }[];
  /** Pin-picking: the pin to show, and what a click on the map or dragging the pin sets. */
  pin?: { latitude: number; longitude: number } | null;
  onPinChange?: (pin: { latitude: number; longitude: number }) => void;
  /** CSS height of the map. */
  height: number | string;
  /** What a screen reader announces for the map region. */
  label: string;
  className?: string;
}

// Leaflet, its CSS and the states outline load only when a map is shown.
const LeafletMap = lazy(() => import('./LeafletMap'));

/**
 * A real slippy map (Leaflet). Tiles come from the deployment's MAP_TILES_URL (GET /api/config);
 * without one, the map draws the US states outline shipped with the app, so it is never blank. Markers
 * fit the view (one marker: zoomed in on it); with `onPinChange`, a click or a drag sets the pin.
 */
export function PetMap(props: PetMapProps) {
  const config = useQuery(getClientConfigQueryOptions());
  const placeholder = <Skeleton className="w-full rounded-3xl" style={{ height: props.height }} aria-label="Loading map" />;
  if (config.isLoading) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LeafletMap {...props} tilesUrl={config.data?.mapTilesUrl ?? null} attribution={config.data?.mapAttribution ?? null} />
    </Suspense>
  );
}
