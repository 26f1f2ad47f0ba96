import { useEffect, useRef } from 'react';
import { routeUrl, type BusinessEventKind } from '@pawpals/contracts';

/**
 * POST /api/businesses/:id/events {kind}: counts a page view or a use of the call / website button for
 * the owner's insights. Fire and forget (`keepalive`, so a click that leaves the page still arrives); a
 * refusal (e.g. the per-visitor limit) changes nothing for the visitor.
 */
export function recordBusinessEvent(businessId: string, kind: BusinessEventKind): void {
  void fetch(routeUrl('recordBusinessEvent', { id: businessId }), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/** Counts one view per business page opened (not again on re-renders or React's development re-run). */
export function useCountBusinessView(businessId: string | undefined): void {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!businessId || counted.current === businessId) return;
    counted.current = businessId;
    recordBusinessEvent(businessId, 'view');
  }, [businessId]);
}
