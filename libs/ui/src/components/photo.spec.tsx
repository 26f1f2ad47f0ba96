import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Photo, placeholderDataUrl, photoPlaceholderOf } from './photo';

const STORED = '/objects/0b5e3c1a-8f2d-4c7e-9a61-3d2f1e0c9b8a';
// A 4×3 orange image's ThumbHash (thumbhash rgbaToThumbHash).
const THUMB_HASH = 'npsCBYBoZVuJiIiEiJiIgFiKkKYI';
const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
const fallback = <span data-testid="fallback">no photo</span>;

describe('Photo', () => {
  it('asks for a stored image at the width it is drawn: srcset of every served width, sizes, a default variant, lazy', () => {
    render(<Photo src={STORED} alt="Rex" width={400} height={300} sizes={CARD_SIZES} fallback={fallback} />);
    const img = screen.getByRole('img', { name: 'Rex' });
    expect(img.getAttribute('src')).toBe(`${STORED}?w=640`);
    expect(img.getAttribute('srcset')).toBe(
      [320, 640, 960, 1280, 1920].map((w) => `${STORED}?w=${w} ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe(CARD_SIZES);
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('300');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('names the smallest served width at least as wide as its box in src (an 80 px thumbnail: 320)', () => {
    render(<Photo src={STORED} alt="" width={80} height={80} sizes="80px" fallback={fallback} />);
    expect(screen.getByRole('presentation').getAttribute('src')).toBe(`${STORED}?w=320`);
  });

  it('fetches the page’s largest paint first and at once (priority)', () => {
    render(<Photo src={STORED} alt="Rex" width={800} height={800} sizes="100vw" priority fallback={fallback} />);
    const img = screen.getByRole('img', { name: 'Rex' });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('src')).toBe(`${STORED}?w=960`);
  });

  it('server-renders the same attributes (the prerendered first screen hydrates them as they are)', () => {
    const html = renderToString(<Photo src={STORED} alt="Rex" width={800} height={800} sizes="100vw" priority fallback={fallback} />);
    expect(html).toContain(`src="${STORED}?w=960"`);
    expect(html).toMatch(/srcSet="[^"]+\?w=320 320w, [^"]+ 1920w"/i);
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('leaves any other URL (a seeded demo image, an external logo) as it is: no srcset, no sizes', () => {
    render(<Photo src="https://example.com/logo.png" alt="Logo" width={64} height={64} sizes="64px" fallback={fallback} />);
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img.getAttribute('src')).toBe('https://example.com/logo.png');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('paints the ThumbHash’s colours behind the image until it has loaded, keeping the caller’s style', () => {
    render(<Photo src={STORED} alt="Rex" width={400} height={300} sizes="50vw" placeholder={THUMB_HASH} style={{ borderRadius: 4 }} fallback={fallback} />);
    const img = screen.getByRole('img', { name: 'Rex' });
    const dataUrl = placeholderDataUrl(THUMB_HASH);
    expect(dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(img.style.backgroundImage).toBe(`url("${dataUrl}")`);
    expect(img.style.backgroundSize).toBe('cover');
    expect(img.style.borderRadius).toBe('4px');
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
    expect(img.style.borderRadius).toBe('4px');
  });

  it('decodes a ThumbHash once and ignores one it cannot read', () => {
    expect(placeholderDataUrl(THUMB_HASH)).toBe(placeholderDataUrl(THUMB_HASH));
    expect(placeholderDataUrl('not base64!')).toBeNull();
    expect(placeholderDataUrl(null)).toBeNull();
    render(<Photo src={STORED} alt="Rex" sizes="50vw" placeholder="not base64!" fallback={fallback} />);
    expect(screen.getByRole('img', { name: 'Rex' }).style.backgroundImage).toBe('');
  });

  it('shows the fallback without a photo and when the photo cannot be loaded', () => {
    const { rerender } = render(<Photo src={null} alt="Rex" sizes="50vw" fallback={fallback} />);
    expect(screen.getByTestId('fallback')).toBeTruthy();
    rerender(<Photo src={STORED} alt="Rex" sizes="50vw" fallback={fallback} />);
    fireEvent.error(screen.getByRole('img', { name: 'Rex' }));
    expect(screen.getByTestId('fallback')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('photoPlaceholderOf', () => {
  it('reads the ThumbHash of an answer that has one, and null otherwise', () => {
    expect(photoPlaceholderOf({ photoPlaceholder: THUMB_HASH })).toBe(THUMB_HASH);
    expect(photoPlaceholderOf({ placeholder: THUMB_HASH }, 'placeholder')).toBe(THUMB_HASH);
    expect(photoPlaceholderOf({ photoPlaceholder: null })).toBeNull();
    expect(photoPlaceholderOf({})).toBeNull();
    expect(photoPlaceholderOf(undefined)).toBeNull();
  });
});
