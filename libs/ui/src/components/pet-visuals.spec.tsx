import { render, screen } from '@testing-library/react';
import { PetThumbnail } from './pet-visuals';

describe('PetThumbnail', () => {
  it('draws the photo in its square, or a paw of the same box (icon hidden) when there is none', () => {
    const { rerender } = render(<PetThumbnail pet={{ photoUrl: 'https://example.org/a.jpg' }} px={80} alt="Photo of Biscuit" className="size-20" testId="none" />);
    const img = screen.getByRole('img', { name: 'Photo of Biscuit' }) as HTMLImageElement;
    expect(img.getAttribute('width')).toBe('80');
    expect(img.className).toContain('size-20');
    rerender(<PetThumbnail pet={{ photoUrl: null }} px={80} fallbackClassName="size-20 bg-muted" iconClassName="size-8" testId="none" />);
    const paw = screen.getByTestId('none');
    expect(paw.className).toContain('size-20');
    expect(paw.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
