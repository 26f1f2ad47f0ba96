import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { callUrl, reviewKeys } from '@pawpals/api-client';
import { useToastStore } from '@pawpals/ui';
import { ReviewForm } from './ReviewForm';

const BUSINESS_ID = '5b0f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const CREATE_URL = callUrl('createReview', { body: { businessId: BUSINESS_ID, rating: 5, comment: null } });

let createStatus = 201;
/** The server's answer to the POST, held until the test lets it go. */
let answer: () => void = () => undefined;
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  if ((init.method ?? 'GET') === 'POST' && url === CREATE_URL) {
    await new Promise<void>((resolve) => (answer = resolve));
    const text = JSON.stringify(createStatus < 300 ? { id: 'r1', businessId: BUSINESS_ID, rating: 5 } : { message: 'Nope' });
    return { ok: createStatus < 300, status: createStatus, statusText: '', text: async () => text } as Response;
  }
  return { ok: true, status: 200, statusText: '', text: async () => '[]' } as Response;
});

/** As the business page does: "Your review" replaces the form once my reviews hold one. */
function ReviewSection({ mine }: { mine: boolean }) {
  useQuery({ queryKey: reviewKeys.mine(), queryFn: async () => [] });
  return mine ? <p>Your review</p> : <ReviewForm businessId={BUSINESS_ID} />;
}

const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

beforeEach(() => {
  createStatus = 201;
  global.fetch = fetchMock as unknown as typeof fetch;
  useToastStore.setState({ toasts: [] });
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = (mine: boolean) => (
    <QueryClientProvider client={client}>
      <ReviewSection mine={mine} />
    </QueryClientProvider>
  );
  const { rerender } = render(view(false));
  return { showMine: () => rerender(view(true)) };
}

describe('ReviewForm', () => {
  it('says the review was submitted even when "Your review" replaced the form before the answer was handled', async () => {
    const { showMine } = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(CREATE_URL, expect.objectContaining({ method: 'POST' })));
    showMine();
    answer();
    await waitFor(() => expect(toastTitles()).toEqual(['Review submitted successfully']));
  });

  it('says it failed, and keeps the form, when the server refuses', async () => {
    createStatus = 400;
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(CREATE_URL, expect.objectContaining({ method: 'POST' })));
    answer();
    await waitFor(() => expect(toastTitles()).toEqual(['Error']));
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeTruthy();
  });
});
