import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { InputField, PendingButton, SubmitButton } from './form-controls';

describe('InputField', () => {
  it('labels its input, passes the input props and ref on, and ties the message to it', () => {
    const ref = createRef<HTMLInputElement>();
    render(<InputField label="Password" error="Too short" type="password" autoComplete="new-password" ref={ref} className="col-span-2" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input).toBe(ref.current);
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('new-password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Too short');
    expect(input.closest('.col-span-2')).not.toBeNull();
  });
});

describe('SubmitButton', () => {
  it('submits, and says the pending label and is disabled while pending', () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Saving...">
        Save
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(false);
    rerender(
      <SubmitButton pending pendingLabel="Saving...">
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBe(button);
    expect(button.disabled).toBe(true);
  });
});

describe('PendingButton', () => {
  it('is a plain button that keeps its icon and, without a pending label, its text while pending', () => {
    render(
      <PendingButton pending icon={<svg data-testid="icon" />}>
        Remove reply
      </PendingButton>,
    );
    const button = screen.getByRole('button', { name: 'Remove reply' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.disabled).toBe(true);
    expect(button.firstElementChild?.getAttribute('data-testid')).toBe('icon');
  });
});
