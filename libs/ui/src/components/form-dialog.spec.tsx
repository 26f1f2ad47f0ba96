import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { FormDialog, useFormDialog } from './form-dialog';

function DeleteDialog({ onReset }: { onReset: () => void }) {
  const { setError, dialog } = useFormDialog({ onOpenChange: onReset });
  return (
    <FormDialog
      {...dialog}
      trigger={<Button>Delete</Button>}
      title="Delete it?"
      description="This cannot be undone."
      formLabel="Delete it"
      cancelLabel="Keep it"
      onSubmit={(event) => {
        event.preventDefault();
        setError('Wrong password');
      }}
      submit={<Button type="submit">Delete for good</Button>}
    >
      <input aria-label="Password" />
    </FormDialog>
  );
}

describe('FormDialog with useFormDialog', () => {
  it('opens on its trigger to a named form: the fields, the refusal as an alert, Cancel under its own label', () => {
    const onReset = jest.fn();
    render(<DeleteDialog onReset={onReset} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onReset).toHaveBeenCalledWith(true);
    const dialog = screen.getByRole('dialog', { name: 'Delete it?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(screen.getByRole('form', { name: 'Delete it' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onReset).toHaveBeenLastCalledWith(false);
  });

  it('the refusal is gone when the dialog opens again', () => {
    render(<DeleteDialog onReset={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
