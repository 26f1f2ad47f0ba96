import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ParkedEvent, ParkedEventList, SystemStatus } from '@pawpals/contracts';
import { callUrl } from '@pawpals/api-client';
import { useToastStore } from '@pawpals/ui';
import { SystemPage } from './SystemPage';

const system: SystemStatus = {
  services: [
    {
      name: 'svc-directory',
      status: 'up',
      outbox: { pending: 2, oldestAgeSeconds: 75 },
      consumers: [],
      parkedEvents: 0,
      problems: [],
    },
    {
      name: 'svc-pets',
      status: 'down',
      outbox: null,
      consumers: [],
      parkedEvents: null,
      problems: ['No answer: timeout'],
    },
    {
      name: 'svc-notifications',
      status: 'up',
      outbox: { pending: 0, oldestAgeSeconds: 0 },
      consumers: [
        {
          service: 'svc-notifications',
          name: 'notifications__directory_inquiry_replied',
          pending: 7,
          ackPending: 1,
        },
      ],
      parkedEvents: 1,
      problems: [],
    },
  ],
  outbox: { pending: 2, oldestAgeSeconds: 75 },
  consumers: [
    {
      service: 'svc-notifications',
      name: 'notifications__directory_inquiry_replied',
      pending: 7,
      ackPending: 1,
    },
  ],
  parkedEvents: 1,
  checkedAt: '2026-11-28T08:00:00.000Z',
};

const parked: ParkedEvent = {
  id: 'notifications.notifications__directory_inquiry_replied.11111111-1111-4111-8111-111111111111',
  service: 'svc-notifications',
  consumer: 'notifications__directory_inquiry_replied',
  eventId: '11111111-1111-4111-8111-111111111111',
  subject: 'events.directory.inquiry_replied',
  error: 'malformed event envelope',
  attempts: 5,
  parkedAt: '2026-11-28T07:59:00.000Z',
};
const listOf = (events: ParkedEvent[]): ParkedEventList => ({
  events,
  total: events.length,
  unavailableServices: ['svc-pets'],
});

const SYSTEM_URL = callUrl('getSystemStatus');
const PARKED_URL = callUrl('listParkedEvents', { query: {} });
const RETRY_URL = callUrl('retryParkedEvent', { params: { id: parked.id } });
const DELETE_URL = callUrl('deleteParkedEvent', { params: { id: parked.id }, body: { reason: 'x' } });

type Answer = { status: number; body: unknown };
let calls: { method: string; url: string; body?: string }[] = [];
let answers: Record<string, Answer | Answer[]> = {};
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  const method = init.method ?? 'GET';
  calls.push({ method, url, body: init.body as string | undefined });
  const listed = answers[`${method} ${url}`];
  const answer = (Array.isArray(listed) ? (listed.length > 1 ? listed.shift() : listed[0]) : listed) ?? {
    status: 500,
    body: { message: `unexpected ${method} ${url}` },
  };
  const text = JSON.stringify(answer.body);
  return {
    ok: answer.status < 300,
    status: answer.status,
    statusText: '',
    text: async () => text,
    json: async () => JSON.parse(text),
    headers: new Headers(),
  } as Response;
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SystemPage />
    </QueryClientProvider>,
  );
}
const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

beforeEach(() => {
  calls = [];
  answers = {
    [`GET ${SYSTEM_URL}`]: { status: 200, body: system },
    [`GET ${PARKED_URL}`]: { status: 200, body: listOf([parked]) },
  };
  global.fetch = fetchMock as unknown as typeof fetch;
  useToastStore.setState({ toasts: [] });
});

it('shows each service with its state, outbox and parked events, and the consumers with their backlog', async () => {
  renderPage();
  const rows = await screen.findAllByTestId('system-service');
  expect(rows.map((r) => r.textContent)).toEqual([
    expect.stringMatching(/svc-directory.*Up.*2.*1 min.*0/),
    expect.stringMatching(/svc-pets.*No answer: timeout.*Down/),
    expect.stringMatching(/svc-notifications.*Up.*0.*0 s.*1/),
  ]);
  const [consumer] = screen.getAllByTestId('system-consumer');
  expect(consumer.textContent).toContain('notifications__directory_inquiry_replied');
  expect(consumer.textContent).toContain('7');
  expect(screen.getByText(/Not answering, their parked events are missing: svc-pets/)).toBeTruthy();
});

it('says so when nothing is parked', async () => {
  answers[`GET ${PARKED_URL}`] = { status: 200, body: listOf([]) };
  renderPage();
  await screen.findByText('No parked events');
});

it('retries a parked event: a toast says it was handled, and the lists are read again', async () => {
  answers[`POST ${RETRY_URL}`] = { status: 200, body: { id: parked.id, outcome: 'handled', error: null } };
  renderPage();
  const row = await screen.findByTestId('parked-event');
  fireEvent.click(within(row).getByRole('button', { name: `Retry parked event ${parked.eventId}` }));
  await waitFor(() => expect(toastTitles()).toContain('Event handled'));
  await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url === PARKED_URL).length).toBe(2));
});

it('tells a retry that failed again', async () => {
  answers[`POST ${RETRY_URL}`] = {
    status: 200,
    body: { id: parked.id, outcome: 'failed', error: 'malformed event envelope' },
  };
  renderPage();
  const row = await screen.findByTestId('parked-event');
  fireEvent.click(within(row).getByRole('button', { name: `Retry parked event ${parked.eventId}` }));
  await waitFor(() => expect(toastTitles()).toContain('The event failed again'));
});

it('deletes only with a reason, then drops the row and toasts', async () => {
  answers[`DELETE ${DELETE_URL}`] = { status: 200, body: parked };
  answers[`GET ${PARKED_URL}`] = [
    { status: 200, body: listOf([parked]) },
    { status: 200, body: listOf([]) },
  ];
  renderPage();
  const row = await screen.findByTestId('parked-event');
  fireEvent.click(within(row).getByRole('button', { name: `Delete parked event ${parked.eventId}` }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await within(dialog).findByText('Please give a reason for deleting the event');
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  fireEvent.change(within(dialog).getByLabelText('Reason'), {
    target: { value: 'Test event, nothing to replay' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(toastTitles()).toContain('Parked event deleted'));
  expect(JSON.parse(calls.find((c) => c.method === 'DELETE')!.body!)).toEqual({
    reason: 'Test event, nothing to replay',
  });
  await screen.findByText('No parked events');
});
