import { useMemo, useState, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { thumbHashToDataURL } from 'thumbhash';
import { IMAGE_WIDTHS, imageSrcSet, imageVariantUrl, isStoredImagePath } from '@pawpals/contracts';

const decoded = new Map<string, string | null>();

/**
 * The PNG data URL a base64 ThumbHash stands for (null for none or one that cannot be read). Decoded once
 * per hash: every card of a list showing the same photo, and every re-render, reuse it.
 */
export function placeholderDataUrl(thumbHash: string | null | undefined): string | null {
  if (!thumbHash) return null;
  let url = decoded.get(thumbHash);
  if (url === undefined) {
    try {
      url = thumbHashToDataURL(Uint8Array.from(atob(thumbHash), (c) => c.charCodeAt(0)));
    } catch {
      url = null;
    }
    if (decoded.size >= 500) decoded.clear();
    decoded.set(thumbHash, url);
  }
  return url;
}

/** The ThumbHash an answer carries for its photo (`photoPlaceholder` of a post, a sighting, a business's logo), once it has one. */
export function photoPlaceholderOf(item: object | null | undefined, key: 'photoPlaceholder' | 'placeholder' = 'photoPlaceholder'): string | null {
  const value = (item as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' && value ? value : null;
}

/** The served width `src` names (a browser without srcset, or before it picks): the smallest at least the box's width. */
const defaultVariantWidth = (boxWidth: ComponentProps<'img'>['width']) => {
  const width = Number(boxWidth) || 640;
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
};

export type PhotoProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'loading' | 'fetchPriority' | 'placeholder'> & {
  src: string | null | undefined;
  /** Drawn instead when there is no photo or it cannot be loaded. */
  fallback: ReactNode;
  /** How wide the image is drawn, for the browser to pick a width of a stored image (the `sizes` attribute). */
  sizes: string;
  /** The page's largest paint: fetched first and at once. Every other image loads when it nears the screen. */
  priority?: boolean;
  /** The photo's ThumbHash (base64): its colours are painted behind the image until it has loaded. */
  placeholder?: string | null;
};

/**
 * The one image of the web app: an uploaded photo (a pet's, a business's logo or gallery) or a seeded/external
 * one. A stored image (`/objects/<id>`) is responsive: `srcset` lists the widths the gateway serves and `sizes`
 * says how wide it is drawn, so a phone fetches a 640 px variant rather than the master (libs/contracts
 * images.ts). Any other URL is used as it is. It shows `fallback` — the same placeholder as "no photo" — when
 * there is none or it cannot be loaded (deleted object, offline), never the browser's broken-image box. Give it
 * width/height or a sized box so its space is kept while it loads (no layout shift).
 */
export function Photo({ src, fallback, alt, sizes, priority = false, placeholder, style, onLoad, onError, ...img }: PhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const background = useMemo(() => placeholderDataUrl(placeholder), [placeholder]);
  if (!src || failedSrc === src) return <>{fallback}</>;
  const stored = isStoredImagePath(src);
  const painted: CSSProperties | undefined =
    background && loadedSrc !== src
      ? { backgroundImage: `url("${background}")`, backgroundSize: 'cover', backgroundPosition: 'center', ...style }
      : style;
  return (
    <img
      alt={alt}
      {...img}
      src={stored ? imageVariantUrl(src, defaultVariantWidth(img.width)) : src}
      srcSet={stored ? imageSrcSet(src) : undefined}
      sizes={stored ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={painted}
      onLoad={(event) => {
        setLoadedSrc(src);
        onLoad?.(event);
      }}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
