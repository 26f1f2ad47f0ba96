import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToggleFavorite } from '@pawpals/api-client';

/** The `then` value of "Log in to save": back on the business page, the save the visitor asked for is done. */
export const RESUME_SAVE = 'save';

/**
 * After "Log in to save" the page comes back with `?then=save`: once the favorites are known,
 * the business is saved (unless it already is) and `then` leaves the URL, so a reload or Back does not save again.
 */
export function useResumeSave(businessId: string, favoriteId: string | null, favoritesKnown: boolean): void {
  const [params, setParams] = useSearchParams();
  const toggle = useToggleFavorite();
  const done = useRef(false);
  const wanted = params.get('then') === RESUME_SAVE;
  useEffect(() => {
    if (!wanted || !favoritesKnown || done.current) return;
    done.current = true;
    if (!favoriteId) toggle.mutate({ businessId, favoriteId: null });
    const next = new URLSearchParams(params);
    next.delete('then');
    setParams(next, { replace: true });
  }, [wanted, favoritesKnown, favoriteId, businessId, params, setParams, toggle]);
}
