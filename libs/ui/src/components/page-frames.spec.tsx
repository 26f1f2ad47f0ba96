import { render, screen } from '@testing-library/react';
import { HeadedCard, TintedPage } from './page-frames';

describe('TintedPage and HeadedCard', () => {
  it('draw the page heading, description, content and footer in a tinted band', () => {
    const { container } = render(
      <TintedPage tint="from-stone-100" className="py-12">
        <HeadedCard icon={<svg data-testid="icon" />} tile="bg-stone-900" title="Admin Portal" description="Sign in" footer="Back" className="max-w-md">
          <form aria-label="Sign in form" />
        </HeadedCard>
      </TintedPage>,
    );
    expect(container.firstElementChild?.className).toContain('from-stone-100');
    expect(container.firstElementChild?.className).not.toContain('from-orange-50');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeTruthy();
    expect(screen.getByText('Sign in')).toBeTruthy();
    expect(screen.getByTestId('icon').parentElement?.className).toContain('bg-stone-900');
    expect(screen.getByRole('form', { name: 'Sign in form' })).toBeTruthy();
    expect(screen.getByText('Back').className).toContain('border-t');
  });
});
