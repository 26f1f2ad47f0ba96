import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ButtonLink } from './button-link';

describe('ButtonLink', () => {
  it('is a link to the page, styled as the button variant', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/my-business" variant="outline" className="w-full">
          Manage Your Business
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Manage Your Business' });
    expect(link.getAttribute('href')).toBe('/my-business');
    expect(link.className).toContain('border');
    expect(link.className).toContain('w-full');
  });
});
