import { fireEvent, render, screen, within } from '@testing-library/react';
import { PetPhotoGallery, petPhotosOf, stepPhoto, swipeDirection } from './PetPhotoGallery';

// jsdom has no PointerEvent: a MouseEvent with the pointer's id and type stands in.
if (typeof window.PointerEvent !== 'function') {
  class PointerEventStandIn extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent;
}

const path = (n: number) => `/objects/0b8f6b7e-3c2a-4d5e-9f10-${String(n).padStart(12, '0')}`;
const PHOTOS = [path(1), path(2), path(3), path(4)];
const fallback = <div data-testid="no-photo" />;

const counter = () => screen.getByTestId('gallery-counter').textContent;
/** The stored photo the main image shows (its src is a served width of it). */
const shown = () => screen.getByTestId('gallery-photo').getAttribute('src')!.replace(/\?.*$/, '');

describe('petPhotosOf / stepPhoto / swipeDirection', () => {
  it('lists a post’s photos, or the single photo of an older post', () => {
    expect(petPhotosOf({ photoUrl: path(1), photoUrls: [path(1), path(2)] })).toEqual([path(1), path(2)]);
    expect(petPhotosOf({ photoUrl: path(1), photoUrls: [] })).toEqual([path(1)]);
    expect(petPhotosOf({ photoUrl: null })).toEqual([]);
  });
  it('goes round at either end', () => {
    expect(stepPhoto(0, -1, 4)).toBe(3);
    expect(stepPhoto(3, 1, 4)).toBe(0);
    expect(stepPhoto(1, 1, 4)).toBe(2);
  });
  it('counts a mostly sideways move of 40 px or more as a swipe', () => {
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, -10)).toBe(-1);
    expect(swipeDirection(30, 0)).toBe(0);
    expect(swipeDirection(-60, 90)).toBe(0); // scrolling the page
    expect(swipeDirection(Number.NaN, 0)).toBe(0);
  });
});

describe('PetPhotoGallery', () => {
  it('shows a single photo as the page always did: no counter, no buttons', () => {
    render(<PetPhotoGallery photos={[path(1)]} title="Biscuit" fallback={fallback} />);
    expect(screen.getByRole('img', { name: 'Photo of Biscuit' })).toBeTruthy();
    expect(screen.queryByTestId('pet-gallery')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
  });

  it('shows the fallback for a post without a photo', () => {
    render(<PetPhotoGallery photos={[]} title="Biscuit" fallback={fallback} />);
    expect(screen.getByTestId('no-photo')).toBeTruthy();
  });

  it('starts at the cover, the page’s largest paint, with "1 / 4"', () => {
    render(<PetPhotoGallery photos={PHOTOS} title="Biscuit" fallback={fallback} />);
    expect(screen.getByRole('region', { name: 'Photos of Biscuit' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(counter()).toBe('Photo 1 / 4');
    expect(shown()).toBe(path(1));
    const cover = screen.getByRole('img', { name: 'Photo of Biscuit' });
    expect(cover.getAttribute('fetchpriority')).toBe('high');
    expect(cover.getAttribute('loading')).toBe('eager');
  });

  it('moves with the arrow keys (Home and End too), going round at the ends', () => {
    render(<PetPhotoGallery photos={PHOTOS} title="Biscuit" fallback={fallback} />);
    const gallery = screen.getByTestId('pet-gallery');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(counter()).toBe('Photo 2 / 4');
    expect(shown()).toBe(path(2));
    expect(screen.getByRole('img', { name: 'Photo 2 of Biscuit' })).toBeTruthy();
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(counter()).toBe('Photo 4 / 4');
    fireEvent.keyDown(gallery, { key: 'Home' });
    expect(counter()).toBe('Photo 1 / 4');
    fireEvent.keyDown(gallery, { key: 'End' });
    expect(counter()).toBe('Photo 4 / 4');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(counter()).toBe('Photo 1 / 4');
  });

  it('moves with the previous / next buttons and jumps with a thumbnail', () => {
    render(<PetPhotoGallery photos={PHOTOS} title="Biscuit" fallback={fallback} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('Photo 3 / 4');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toBe('Photo 2 / 4');
    const thumbs = within(screen.getByRole('list', { name: 'All photos' })).getAllByRole('button');
    expect(thumbs).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 4 of 4' }));
    expect(counter()).toBe('Photo 4 / 4');
    expect(screen.getByRole('button', { name: 'Show photo 4 of 4' }).getAttribute('aria-current')).toBe('true');
  });

  it('moves with a swipe, and not with a short or vertical one', () => {
    render(<PetPhotoGallery photos={PHOTOS} title="Biscuit" fallback={fallback} />);
    const viewport = screen.getByTestId('gallery-viewport');
    const swipe = (fromX: number, toX: number, toY = 100) => {
      fireEvent.pointerDown(viewport, { pointerId: 1, pointerType: 'touch', clientX: fromX, clientY: 100 });
      fireEvent.pointerUp(viewport, { pointerId: 1, pointerType: 'touch', clientX: toX, clientY: toY });
    };
    swipe(300, 100);
    expect(counter()).toBe('Photo 2 / 4');
    swipe(100, 300);
    expect(counter()).toBe('Photo 1 / 4');
    swipe(300, 280);
    swipe(300, 240, 400);
    expect(counter()).toBe('Photo 1 / 4');
  });
});
