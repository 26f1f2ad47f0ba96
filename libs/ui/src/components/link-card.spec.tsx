import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Dog } from 'lucide-react';
import { LinkCard } from './link-card';

describe('LinkCard', () => {
  it('is one link named by its title, text and call to action, the icons hidden', () => {
    render(
      <MemoryRouter>
        <LinkCard to="/signup/user" Icon={Dog} tile="bg-orange-100" title="I'm a Pet Owner" text="Find services." cta="Get started" ctaTestId="cta" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: "I'm a Pet Owner Find services. Get started" });
    expect(link.getAttribute('href')).toBe('/signup/user');
    expect(screen.getByTestId('cta').textContent).toBe('Get started ');
    expect(link.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });
});
