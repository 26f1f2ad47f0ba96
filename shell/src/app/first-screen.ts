import { createContext, useContext } from 'react';
import type { FirstScreen } from '@pawpals/remotes';
import { firstScreenOf } from '@pawpals/ui';

/** The first screen the build renders a template with (prerender.tsx); in the browser the page's own, from its HTML. */
export const PrerenderedFirstScreen = createContext<FirstScreen | null>(null);

/** The first screen of the page at `pathname` as the server named it, or null. */
export function useFirstScreen(pathname: string): FirstScreen | null {
  const prerendered = useContext(PrerenderedFirstScreen);
  return prerendered ? (prerendered.path === pathname ? prerendered : null) : firstScreenOf(pathname);
}
