import { render, screen } from '@testing-library/react';
import { Clock } from 'lucide-react';
import { IconCardHeader } from './icon-card-header';

describe('IconCardHeader', () => {
  it('is a section heading (h2) with a hidden icon before its title, and its children after', () => {
    const { container } = render(
      <IconCardHeader Icon={Clock} title="Opening Hours" titleId="hours-title">
        <p>Local times</p>
      </IconCardHeader>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Opening Hours' });
    expect(heading.id).toBe('hours-title');
    expect(heading.textContent).toBe(' Opening Hours');
    expect(heading.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('[data-slot="card-header"]')?.lastElementChild?.textContent).toBe('Local times');
  });

  it('as="h3" is the card kit\'s title, for a card in a grid under the page heading', () => {
    render(<IconCardHeader Icon={Clock} title="Recent Activity" as="h3" />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Recent Activity' });
    expect(heading.dataset.slot).toBe('card-title');
  });
});
