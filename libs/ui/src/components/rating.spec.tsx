import { render, screen } from '@testing-library/react';
import { RatingSummary, reviewCountLabel, Stars } from './rating';

describe('reviewCountLabel', () => {
  it('counts reviews in words', () => {
    expect(reviewCountLabel(0)).toBe('No reviews yet');
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(12)).toBe('12 reviews');
  });
});

describe('RatingSummary (no number before the first review)', () => {
  it('a business without reviews is "New" with "No reviews yet": no 0.0, no grey stars', () => {
    const { container } = render(<RatingSummary avgRating={0} reviewCount={0} />);
    expect(container.textContent).toBe(' NewNo reviews yet');
    expect(container.textContent).not.toContain('0.0');
    expect(container.querySelectorAll('svg.lucide-star')).toHaveLength(0);
  });

  it('a reviewed business shows its stars, its average to one decimal and its count', () => {
    const { container } = render(<RatingSummary avgRating={4.25} reviewCount={3} />);
    expect(container.textContent).toBe('4.3out of 5,(3 reviews)');
    expect(container.querySelectorAll('svg.fill-amber-400')).toHaveLength(4);
  });
});

describe('Stars', () => {
  it('names the rating when it stands alone, and is hidden beside a number', () => {
    render(<Stars rating={4} label />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    const { container } = render(<Stars rating={9} />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('svg.fill-amber-400')).toHaveLength(5);
  });
});
