import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PhoneFilters } from './phone-filters';

function Harness({ onRemove }: { onRemove: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <PhoneFilters
      open={open}
      onOpenChange={setOpen}
      chips={[{ key: 'category', label: 'Groomer', onRemove }]}
      description="Narrow the list."
      doneLabel="Show 3 services"
    >
      <label>
        City <input />
      </label>
    </PhoneFilters>
  );
}

describe('PhoneFilters', () => {
  it('shows each active filter as a chip whose button removes it, and counts them on "Filters"', () => {
    const onRemove = jest.fn();
    render(<Harness onRemove={onRemove} />);
    expect(screen.getByRole('button', { name: /^Filters 1 active$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Groomer' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('opens the filters in a dialog titled "Filters" and closes it with its done button', () => {
    render(<Harness onRemove={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.textContent).toContain('Narrow the list.');
    expect(screen.getByLabelText('City')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 services' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
