import { render, screen } from '@testing-library/react';
import { OptionsSelect } from './select';

const OPTIONS = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
];

describe('OptionsSelect', () => {
  it('puts the id and aria attributes on the trigger and shows the placeholder until a choice is made', () => {
    render(<OptionsSelect id="fruit" aria-invalid aria-label="Fruit" value="" onValueChange={() => undefined} placeholder="Pick one" options={OPTIONS} />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    expect(trigger.id).toBe('fruit');
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(trigger.textContent).toBe('Pick one');
  });

  it("shows the chosen option's label, and is disabled when told", () => {
    render(<OptionsSelect aria-label="Fruit" value="b" onValueChange={() => undefined} options={OPTIONS} disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    expect(trigger.textContent).toBe('Banana');
    expect((trigger as HTMLButtonElement).disabled).toBe(true);
  });
});
