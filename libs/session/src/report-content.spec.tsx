import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ReportContentButton } from './report-content';

let posted: { method: string; url: string; body: unknown }[];
let answer: { status: number; body: unknown };

beforeEach(() => {
  posted = [];
  answer = { status: 201, body: { id: 'r1' } };
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    posted.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const text = JSON.stringify(answer.body);
    return {
      ok: answer.status < 400,
      status: answer.status,
      statusText: '',
      headers: new Headers({ 'Content-Type': 'application/json' }),
      text: async () => text,
      json: async () => answer.body,
    } as Response;
  }) as unknown as typeof fetch;
});

function renderButton() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReportContentButton contentType="review" contentId="11111111-1111-4111-8111-111111111111" title="Report this review" description="Tell the moderators what is wrong with it." />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Report' }));
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'This review is spam' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
}

test('sends the report of that item with the reason given', async () => {
  renderButton();
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]).toMatchObject({
    method: 'POST',
    url: '/api/reports',
    body: { contentType: 'review', contentId: '11111111-1111-4111-8111-111111111111', reason: 'This review is spam' },
  });
});

test("says the server's refusal in the dialog", async () => {
  answer = { status: 409, body: { message: 'You already reported this' } };
  renderButton();
  expect(await screen.findByText('You already reported this')).toBeTruthy();
});
