import { act, render, screen } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { FormSelect } from './form-select';

type Values = { role: string };
let form: UseFormReturn<Values>;

function Harness({ onValueChange }: { onValueChange?: (value: string) => void }) {
  form = useForm<Values>({ defaultValues: { role: '' } });
  return (
    <FormSelect
      control={form.control}
      name="role"
      aria-label="Role"
      placeholder="Select a role"
      onValueChange={onValueChange}
      options={[
        { value: 'admin', label: 'Admin' },
        { value: 'moderator', label: 'Moderator' },
      ]}
    />
  );
}

describe('FormSelect', () => {
  it("shows the field's value, and marks the trigger invalid while the field has an error", () => {
    render(<Harness />);
    const trigger = screen.getByRole('combobox', { name: 'Role' });
    expect(trigger.textContent).toBe('Select a role');
    expect(trigger.getAttribute('aria-invalid')).toBeNull();
    act(() => form.setError('role', { message: 'Pick one' }));
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    act(() => form.setValue('role', 'moderator'));
    expect(trigger.textContent).toBe('Moderator');
  });
});
