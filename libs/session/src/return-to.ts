import { useLocation, useSearchParams } from 'react-router-dom';
import { authPathWithReturn, RETURN_TO_PARAM, returnPathOr } from '@pawpals/contracts';

/**
 * A link to a sign-in page (/login, /signup …) that brings the person back to this page, with its search.
 * `then` names an action the page resumes on return (e.g. "save" on a business page).
 */
export function useAuthPath(authPage: string, then?: string): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  if (then) params.set('then', then);
  const query = params.toString();
  return authPathWithReturn(authPage, query ? `${pathname}?${query}` : pathname);
}

/** On a sign-in page: where to go after success (the validated returnTo, else `fallback`), and the raw value to pass on. */
export function useReturnTo(fallback: string): { destination: string; carry: (authPage: string) => string } {
  const [params] = useSearchParams();
  const raw = params.get(RETURN_TO_PARAM);
  return {
    destination: returnPathOr(raw, fallback),
    // Login ↔ sign-up links keep the same destination.
    carry: (authPage) => authPathWithReturn(authPage, raw),
  };
}
