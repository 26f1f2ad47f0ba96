import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from './button';
import { ReasonDialog, ReportContentDialog, type ReasonDialogProps } from './reason-dialog';

const reasonSchema = z.string().trim().min(3, { error: 'Please tell us what is wrong' });

function renderDialog(props: Partial<ReasonDialogProps<string>> = {}) {
  const onSubmit = jest.fn<Promise<unknown>, [string]>(() => Promise.resolve());
  render(
    <ReasonDialog<string>
      trigger={<Button>Report</Button>}
      title="Report this post"
      description="Tell the moderators what is wrong with it."
      fieldId="report-reason"
      check={reasonSchema}
      onSubmit={onSubmit}
      problemOf={(error) => (error instanceof Error ? error.message : null)}
      submitLabel="Send Report"
      busyLabel="Sending..."
      {...props}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Report' }));
  return { onSubmit: (props.onSubmit as jest.Mock | undefined) ?? onSubmit, dialog: screen.getByRole('dialog', { name: 'Report this post' }) };
}

const reasonField = () => screen.getByLabelText('Reason') as HTMLTextAreaElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));

describe('ReasonDialog', () => {
  it('checks the reason with the schema before sending: the problem is one alert line and the field is marked invalid', async () => {
    const { onSubmit, dialog } = renderDialog();
    expect(dialog.textContent).toContain('Tell the moderators what is wrong with it.');
    expect(reasonField().id).toBe('report-reason');
    send();
    expect(screen.getByRole('alert').textContent).toBe('Please tell us what is wrong');
    expect(reasonField().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(reasonField(), { target: { value: '  x ' } });
    send();
    expect(screen.getByRole('alert').textContent).toBe('Please tell us what is wrong');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(reasonField(), { target: { value: '  Asks for money  ' } });
    send();
    // The schema's output is what is sent (trimmed); success closes the dialog.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubmit).toHaveBeenCalledWith('Asks for money');
  });

  it('shows the server refusal on the problem line and stays open', async () => {
    const refused = jest.fn(() => Promise.reject(new Error('You already reported this')));
    renderDialog({ onSubmit: refused });
    fireEvent.change(reasonField(), { target: { value: 'Asks for money' } });
    send();
    await screen.findByText('You already reported this');
    expect(screen.getByRole('alert').textContent).toBe('You already reported this');
    expect(screen.getByRole('dialog', { name: 'Report this post' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send Report' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says nothing when problemOf returns null, and shows the busy label while sending', async () => {
    let fail: (reason: unknown) => void = () => undefined;
    const pending = jest.fn(() => new Promise((_resolve, reject) => (fail = reject)));
    renderDialog({ onSubmit: pending });
    fireEvent.change(reasonField(), { target: { value: 'Asks for money' } });
    send();
    const busy = (await screen.findByRole('button', { name: 'Sending...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => fail('signed out'));
    await screen.findByRole('button', { name: 'Send Report' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('forgets the reason, the problem and the extra fields when closed', () => {
    const onReset = jest.fn();
    renderDialog({ onReset });
    send();
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.change(reasonField(), { target: { value: 'half a thought' } });
    // Without clearProblemOnChange the problem stays until the next try.
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onReset).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(reasonField().value).toBe('');
    expect(reasonField().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hides the problem as soon as the reason changes when asked to', () => {
    renderDialog({ clearProblemOnChange: true });
    send();
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.change(reasonField(), { target: { value: 'a' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ReasonDialog with extra fields', () => {
  function Suspend({ onSubmit }: { onSubmit: (input: { reason: string; until?: string }) => Promise<unknown> }) {
    const [until, setUntil] = useState('');
    return (
      <ReasonDialog
        trigger={<Button>Suspend</Button>}
        title="Suspend Sam"
        description="They are signed out at once."
        check={(reason) => (reason.trim() ? { reason: reason.trim(), ...(until ? { until } : {}) } : { error: 'Please give a reason for the suspension' })}
        onReset={() => setUntil('')}
        onSubmit={onSubmit}
        problemOf={() => null}
        submitLabel="Suspend now"
      >
        <label>
          Until <input value={until} onChange={(e) => setUntil(e.target.value)} />
        </label>
      </ReasonDialog>
    );
  }

  it('reads the extra values in the check, sends them, and clears them on close', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    render(<Suspend onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '2030-01-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend now' }));
    expect(screen.getByRole('alert').textContent).toBe('Please give a reason for the suspension');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect((screen.getByLabelText('Until') as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '2030-01-01T10:00' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' Spam ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Spam', until: '2030-01-01T10:00' });
  });
});

describe('ReportContentDialog', () => {
  it('opens from "Report", checks the reason with the report schema, sends it trimmed and closes', async () => {
    const onReport = jest.fn(() => Promise.resolve());
    render(<ReportContentDialog title="Report this review" description="Tell the moderators what is wrong with it." onReport={onReport} problemOf={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    screen.getByRole('dialog', { name: 'Report this review' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(screen.getByRole('alert').textContent).toBe('Please tell us what is wrong');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' Fake review ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onReport).toHaveBeenCalledWith('Fake review');
  });
});
