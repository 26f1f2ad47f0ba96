import { useState, type ComponentProps, type ReactNode } from 'react';

/**
 * An uploaded image (a pet photo, a business logo) that shows `fallback` — the same placeholder as "no
 * photo" — when there is none or it cannot be loaded (deleted object, offline), never the browser's
 * broken-image box. Give it width/height or a sized box so its space is kept while it loads.
 */
export function Photo({ src, fallback, alt, ...img }: Omit<ComponentProps<'img'>, 'src'> & { src: string | null | undefined; fallback: ReactNode }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  return <img src={src} alt={alt} onError={() => setFailedSrc(src)} {...img} />;
}
