import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map-labels.css';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { US_VIEW, type MapMarker } from './map-marker';
import { cn, useIntl } from '@pawpals/ui';
import type { PetMapProps } from './PetMap';

/** The board's badge colours (red-700, teal-700) and amber-600 for sightings. */
const COLOURS = { lost: '#b91c1c', found: '#0f766e', sighting: '#d97706' } as const;

const messages = defineMessages({
  lost: { id: 'lostfound.map.lost', defaultMessage: 'Lost' },
  found: { id: 'lostfound.map.found', defaultMessage: 'Found' },
  sighting: { id: 'lostfound.map.sighting', defaultMessage: 'Sighting' },
  outlineAttribution: {
    id: 'lostfound.map.outlineAttribution',
    defaultMessage: 'US states: U.S. Census Bureau via us-atlas',
  },
  approximateLocation: { id: 'lostfound.map.approximateLocation', defaultMessage: 'Approximate location' },
  viewPost: { id: 'lostfound.map.viewPost', defaultMessage: 'View post' },
  markerTitle: defineMessage<{ kind: string; title: string }>({
    id: 'lostfound.map.markerTitle',
    defaultMessage: '{kind}: {title}',
  }),
  markerTitleApproximate: defineMessage<{ kind: string; title: string }>({
    id: 'lostfound.map.markerTitleApproximate',
    defaultMessage: '{kind}: {title} (approximate location)',
  }),
  popupTitle: defineMessage<{ kind: string; title: string }>({
    id: 'lostfound.map.popupTitle',
    defaultMessage: '{kind}: {title}',
  }),
  stackTitle: defineMessage<{ count: number }>({
    id: 'lostfound.map.stackTitle',
    defaultMessage:
      '{count, plural, one {{count} pet posted at this spot: list it} other {{count} pets posted at this spot: list them}}',
  }),
  clusterTitle: defineMessage<{ count: number }>({
    id: 'lostfound.map.clusterTitle',
    defaultMessage: '{count, plural, one {{count} pet here: zoom in} other {{count} pets here: zoom in}}',
  }),
  pinTitle: { id: 'lostfound.map.pinTitle', defaultMessage: 'Last seen here (drag to move)' },
  pinLabel: { id: 'lostfound.map.pinLabel', defaultMessage: 'Last seen here' },
});

const kindWord = (intl: IntlShape, type: MapMarker['type']) => intl.formatMessage(messages[type]);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A pin-shaped marker; hollow and dashed when the place is approximate. */
function markerIcon(marker: Pick<MapMarker, 'id' | 'type' | 'approximate'>) {
  const colour = COLOURS[marker.type];
  const fill = marker.approximate ? '#ffffff' : colour;
  const dash = marker.approximate ? ' stroke-dasharray="3 2"' : '';
  return L.divIcon({
    className: 'pawpals-map-marker',
    html: `<span data-testid="map-marker" data-pet-id="${escapeHtml(marker.id)}" data-type="${marker.type}" data-approximate="${marker.approximate ? 'true' : 'false'}">
      <svg width="28" height="36" viewBox="0 0 28 36" aria-hidden="true"><path d="M14 1C7 1 1.5 6.4 1.5 13.3 1.5 22.5 14 35 14 35s12.5-12.5 12.5-21.7C26.5 6.4 21 1 14 1z" fill="${fill}" stroke="${colour}" stroke-width="2.5"${dash}/><circle cx="14" cy="13" r="4.5" fill="${marker.approximate ? colour : '#ffffff'}"/></svg></span>`,
    iconSize: [28, 36],
    iconAnchor: [14, 35],
    popupAnchor: [0, -32],
  });
}

/** A round count marker: how many posts are close together there (or, for a stack, on one pin). */
function clusterIcon(count: number, stack: boolean) {
  const size = count < 10 ? 34 : count < 100 ? 40 : 46;
  return L.divIcon({
    className: 'pawpals-map-cluster',
    html: `<span data-testid="map-cluster" data-count="${count}" data-stack="${stack}" style="display:flex;width:${size}px;height:${size}px;align-items:center;justify-content:center;border-radius:9999px;border:3px solid #ffffff;background:#1e293b;color:#ffffff;font-size:14px;font-weight:700;box-shadow:0 1px 4px rgb(0 0 0 / 0.35)">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** Zoom steps a cluster's activation takes the map in by. */
const CLUSTER_ZOOM_STEPS = 2;

/** What a drawn marker shows: one whose key is unchanged is kept (with its open popup) when the markers change. */
const markerKey = (m: MapMarker) =>
  JSON.stringify([m.id, m.latitude, m.longitude, m.type, m.title, m.subtitle, m.href, !!m.approximate]);

/** Popups keep clear of the map's edges (and so of the zoom buttons) when Leaflet pans them into view. */
const POPUP_OPTIONS: L.PopupOptions = {
  autoPan: true,
  autoPanPaddingTopLeft: [16, 56],
  autoPanPaddingBottomRight: [16, 16],
  maxWidth: 260,
};

function popupHtml(marker: MapMarker, intl: IntlShape) {
  const kind = kindWord(intl, marker.type);
  const place = marker.subtitle
    ? `<span class="block text-xs text-muted-foreground">${escapeHtml(marker.subtitle)}</span>`
    : '';
  const approximate = marker.approximate
    ? `<span class="block text-xs italic text-muted-foreground">${escapeHtml(intl.formatMessage(messages.approximateLocation))}</span>`
    : '';
  const link = marker.href
    ? `<a href="${escapeHtml(marker.href)}" data-route class="mt-1 inline-block font-semibold text-primary underline">${escapeHtml(intl.formatMessage(messages.viewPost))}</a>`
    : '';
  const title = escapeHtml(intl.formatMessage(messages.popupTitle, { kind, title: marker.title }));
  return `<div class="text-sm"><strong>${title}</strong>${place}${approximate}${link}</div>`;
}

/** Lets the browser draw and answer input between two steps of long work (one long task each otherwise). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Below the tiles (Leaflet's tile pane is at z-index 200): tiles cover the outline wherever they load. */
const OUTLINE_PANE = 'pawpals-outline';

/**
 * The US states outline, drawn under the tiles (docs/decisions/0123-maps-a-person-can-read.md): where the tile
 * server cannot be reached (offline, tests, a blocked network) or none is configured, the map still shows where
 * it is, never a blank box. Reading the outline, converting it and drawing it are separate tasks, so a phone
 * stays responsive (docs/decisions/0061-main-thread-work-on-the-first-load.md).
 */
async function addStatesOutline(map: L.Map, attribution: string) {
  const topology = (await import('us-atlas/states-10m.json')).default as unknown as Topology;
  await nextTask();
  const states = feature(topology, topology.objects.states);
  await nextTask();
  if (!map.getPane(OUTLINE_PANE)) return; // the map was removed meanwhile
  L.geoJSON(states, {
    pane: OUTLINE_PANE,
    interactive: false,
    style: { color: '#94a3b8', weight: 1, fillColor: '#eef3e6', fillOpacity: 1 },
  }).addTo(map);
  map.attributionControl.addAttribution(attribution);
}

/** Place names beside the pins are shown from this zoom on (a city's streets); further out they would pile up. */
export const LABELS_FROM_ZOOM = 9;
const LABEL_MAX_LENGTH = 40;

/** The words beside a pin: its place (the post's last seen place), else its title. */
export function pinLabel(marker: Pick<MapMarker, 'title' | 'subtitle'>): string {
  const text = (marker.subtitle ?? marker.title).trim();
  return text.length <= LABEL_MAX_LENGTH ? text : `${text.slice(0, LABEL_MAX_LENGTH - 1).trimEnd()}…`;
}

/** A readable name beside a pin, always shown (a permanent tooltip, which the pin's own title already names for screen readers). */
function addLabel(marker: L.Marker, text: string) {
  marker.bindTooltip(`<span data-testid="map-label">${escapeHtml(text)}</span>`, {
    permanent: true,
    direction: 'right',
    offset: [12, -20],
    className: 'pawpals-map-label',
  });
}

/**
 * An open popup stays on screen (docs/decisions/0123-maps-a-person-can-read.md): Leaflet keeps it inside the map
 * (autoPan), and when the top of the map is under the sticky header the page scrolls so the popup shows below the
 * header.
 */
function keepPopupBelowHeader(map: L.Map) {
  const header = document.querySelector('header.sticky');
  const popup = map.getContainer().querySelector('.leaflet-popup');
  if (!header || !popup) return;
  const hidden = header.getBoundingClientRect().bottom + 8 - popup.getBoundingClientRect().top;
  if (hidden > 0) window.scrollBy({ top: -hidden });
}

/** The Leaflet implementation of PetMap (loaded on demand; see PetMap for the props). */
export default function LeafletMap({
  markers,
  clusters,
  onStackOpen,
  onViewChange,
  fitToMarkers = true,
  center = US_VIEW.center,
  zoom = US_VIEW.zoom,
  trail,
  tilesUrl,
  attribution,
  pin,
  onPinChange,
  height,
  label,
  className,
}: PetMapProps & { tilesUrl: string | null; attribution: string | null }) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersLayer = useRef<L.LayerGroup | null>(null);
  const drawnMarkers = useRef(new Map<string, L.Marker>());
  const drawnClusters = useRef(new Map<string, L.Marker>());
  const trailLine = useRef<L.Polyline | null>(null);
  const pinMarker = useRef<L.Marker | null>(null);
  const onPinChangeRef = useRef(onPinChange);
  onPinChangeRef.current = onPinChange;
  const onViewChangeRef = useRef(onViewChange);
  onViewChangeRef.current = onViewChange;
  const onStackOpenRef = useRef(onStackOpen);
  onStackOpenRef.current = onStackOpen;
  const navigate = useNavigate();
  const intl = useIntl();

  useEffect(() => {
    const map = L.map(container.current!, { scrollWheelZoom: false, zoomSnap: 0.5 }).setView(
      [center.latitude, center.longitude],
      zoom,
    );
    map.createPane(OUTLINE_PANE).style.zIndex = '150';
    void addStatesOutline(map, intl.formatMessage(messages.outlineAttribution));
    // OpenStreetMap's tile policy asks for a real referer: the page's origin, though the site's policy sends none.
    if (tilesUrl)
      L.tileLayer(tilesUrl, {
        attribution: attribution ?? '',
        maxZoom: 19,
        referrerPolicy: 'strict-origin-when-cross-origin',
      }).addTo(map);
    markersLayer.current = L.layerGroup().addTo(map);
    const showLabels = () => {
      container.current!.dataset.labels = map.getZoom() >= LABELS_FROM_ZOOM ? 'on' : 'off';
    };
    showLabels();
    map.on('zoomend', showLabels);
    // A popup opened from the keyboard (Enter on a marker) puts the focus on its link.
    map.on('popupopen', (event: L.PopupEvent) => {
      event.popup.getElement()?.querySelector<HTMLElement>('a[data-route]')?.focus({ preventScroll: true });
      // Once Leaflet's own pan (a quarter second) has put the popup in its place.
      window.setTimeout(() => keepPopupBelowHeader(map), 300);
    });
    map.on('click', (event: L.LeafletMouseEvent) => {
      onPinChangeRef.current?.({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) });
    });
    const tellView = () => {
      const bounds = map.getBounds();
      const view = {
        west: bounds.getWest(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        north: bounds.getNorth(),
      };
      onViewChangeRef.current?.({ ...view, zoom: map.getZoom() });
    };
    map.on('moveend', tellView);
    tellView();
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      drawnMarkers.current.clear();
      drawnClusters.current.clear();
      trailLine.current = null;
    };
    // The map is made once per tile source; later view changes go through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tilesUrl, attribution]);

  useEffect(() => {
    if (!fitToMarkers) mapRef.current?.setView([center.latitude, center.longitude], zoom);
  }, [fitToMarkers, center.latitude, center.longitude, zoom]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = markersLayer.current;
    if (!map || !layer) return;
    trailLine.current?.remove();
    trailLine.current =
      trail && trail.length > 1
        ? L.polyline(
            trail.map((p) => [p.latitude, p.longitude] as [number, number]),
            { color: COLOURS.sighting, weight: 3, dashArray: '6 6', interactive: false },
          ).addTo(layer)
        : null;
    const drawn = new Map<string, L.Marker>();
    for (const marker of markers) {
      const key = markerKey(marker);
      const kept = drawnMarkers.current.get(key);
      if (kept) {
        drawnMarkers.current.delete(key);
        drawn.set(key, kept);
        continue;
      }
      const words = { kind: kindWord(intl, marker.type), title: marker.title };
      const pinned = L.marker([marker.latitude, marker.longitude], {
        icon: markerIcon(marker),
        title: intl.formatMessage(
          marker.approximate ? messages.markerTitleApproximate : messages.markerTitle,
          words,
        ),
      })
        .bindPopup(popupHtml(marker, intl), POPUP_OPTIONS)
        .addTo(layer);
      addLabel(pinned, pinLabel(marker));
      drawn.set(key, pinned);
    }
    for (const gone of drawnMarkers.current.values()) gone.remove();
    drawnMarkers.current = drawn;
    if (pin || !fitToMarkers) return;
    if (markers.length === 1)
      map.setView([markers[0].latitude, markers[0].longitude], markers[0].approximate ? 12 : 14);
    else if (markers.length > 1)
      map.fitBounds(L.latLngBounds(markers.map((m) => [m.latitude, m.longitude])), {
        padding: [40, 40],
        maxZoom: 14,
      });
  }, [markers, trail, pin, fitToMarkers, intl]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = markersLayer.current;
    if (!map || !layer) return;
    const drawn = new Map<string, L.Marker>();
    for (const cluster of clusters ?? []) {
      const stack = !!cluster.stack;
      const key = JSON.stringify([cluster.latitude, cluster.longitude, cluster.count, stack]);
      const kept = drawnClusters.current.get(key);
      drawnClusters.current.delete(key);
      const title = intl.formatMessage(stack ? messages.stackTitle : messages.clusterTitle, {
        count: cluster.count,
      });
      drawn.set(
        key,
        kept ??
          L.marker([cluster.latitude, cluster.longitude], { icon: clusterIcon(cluster.count, stack), title })
            .on('click', () =>
              stack
                ? onStackOpenRef.current?.(cluster)
                : map.setView([cluster.latitude, cluster.longitude], map.getZoom() + CLUSTER_ZOOM_STEPS),
            )
            .addTo(layer),
      );
    }
    for (const gone of drawnClusters.current.values()) gone.remove();
    drawnClusters.current = drawn;
  }, [clusters, intl]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!pin) {
      pinMarker.current?.remove();
      pinMarker.current = null;
      return;
    }
    if (!pinMarker.current) {
      pinMarker.current = L.marker([pin.latitude, pin.longitude], {
        draggable: true,
        icon: markerIcon({ id: 'pin', type: 'lost' }),
        title: intl.formatMessage(messages.pinTitle),
      }).addTo(map);
      addLabel(pinMarker.current, intl.formatMessage(messages.pinLabel));
      pinMarker.current.on('dragend', () => {
        const at = pinMarker.current!.getLatLng();
        onPinChangeRef.current?.({ latitude: round(at.lat), longitude: round(at.lng) });
      });
      map.setView([pin.latitude, pin.longitude], Math.max(map.getZoom(), 14));
    } else pinMarker.current.setLatLng([pin.latitude, pin.longitude]);
  }, [pin, intl]);

  /** Popup links are routes of this app: follow them without reloading the page. */
  const onClick = (event: React.MouseEvent) => {
    const link = (event.target as HTMLElement).closest('a[data-route]');
    if (!link) return;
    event.preventDefault();
    navigate(link.getAttribute('href')!);
  };

  return (
    // The click handler only delegates clicks on the popups' links, which are keyboard-reachable themselves.
    // `isolate` keeps Leaflet's pane z-indices (400–1000) inside the map, under dialogs and the sticky header.
    <div
      ref={container}
      onClick={onClick}
      style={{ height }}
      className={cn('isolate', className)}
      role="region"
      aria-label={label}
      data-testid="leaflet-map"
      data-tiles={tilesUrl ? 'tiles' : 'outline'}
    />
  );
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
