import { lazy, Suspense, useEffect, useState } from 'react';
import { useToastStore } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The Toaster, loaded with the first toast: Radix Toast and its layers are ≈ 7 KB gzip that a first page
 * load does not need (docs/decisions/0060-first-render-javascript.md). Once loaded it stays mounted.
 */
export function LazyToaster() {
  const hasToast = useToastStore((s) => s.toasts.length > 0);
  const [wanted, setWanted] = useState(hasToast);
  useEffect(() => {
    if (hasToast) setWanted(true);
  }, [hasToast]);
  if (!wanted && !hasToast) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
