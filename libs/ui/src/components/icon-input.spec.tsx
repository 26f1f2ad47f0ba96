import { render, screen } from '@testing-library/react';
import { Search } from 'lucide-react';
import { IconInput } from './icon-input';

describe('IconInput', () => {
  it('is the input, named by its own label, with the icon hidden from screen readers and room left for it', () => {
    render(<IconInput icon={Search} aria-label="Search pets" type="search" wrapperClassName="mb-4" className="h-12" />);
    const input = screen.getByRole('searchbox', { name: 'Search pets' });
    expect(input.className).toContain('pl-9');
    expect(input.className).toContain('h-12');
    const icon = input.parentElement?.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(input.parentElement?.className).toBe('relative mb-4');
  });
});
