import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { InquiryMessage, SessionUser } from '@pawpals/contracts';
import { callUrl, sessionKeys } from '@pawpals/api-client';
import { MessagesSection } from '../dashboard/MessagesSection';
import { InquiriesCard } from '../my-business/InquiriesCard';

// Both inquiry lists a page of conversations at a time (docs/decisions/0141-inquiries-paged-by-conversation.md):
// "Load more" while the Link header names a next page, then a visible end; the badge is the server's count
// over every conversation, not the pages loaded, and drops at once when a conversation is opened.

const me: SessionUser = {
  id: '7d1c9a9e-0000-4000-8000-000000000002',
  firstName: 'Carl',
  lastName: 'Customer',
  username: 'carl',
  email: 'carl@example.com',
  profileImageUrl: null,
  accountType: 'business_owner',
  emailVerified: true,
};

const C1 = '2d3e4f5a-6b7c-4d8e-9f0a-000000000001';
const C2 = '2d3e4f5a-6b7c-4d8e-9f0a-000000000002';
const C3 = '2d3e4f5a-6b7c-4d8e-9f0a-000000000003';

let seq = 0;
const message = (over: Partial<InquiryMessage>): InquiryMessage => ({
  id: `m${++seq}`,
  conversationId: C1,
  customerName: 'Carl Customer',
  customerEmail: 'carl@example.com',
  subject: 'Dog food',
  message: 'Hello',
  createdAt: '2025-06-01T10:00:00.000Z',
  senderType: 'customer',
  isRead: 1,
  businessId: 'b1',
  businessName: 'Ask Us',
  ...over,
});

type Answer = { status: number; body: unknown; link?: string } | 'never';
type Call = { method: string; url: string };
let calls: Call[] = [];
let answers: Record<string, Answer> = {};
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  const method = init.method ?? 'GET';
  calls.push({ method, url });
  const answer = answers[`${method} ${url}`] ?? { status: 500, body: { message: 'unexpected' } };
  if (answer === 'never') return new Promise<Response>(() => undefined);
  const text = JSON.stringify(answer.body);
  const headers = new Headers(answer.link ? { Link: answer.link } : {});
  return { ok: answer.status < 300, status: answer.status, statusText: '', text: async () => text, json: async () => JSON.parse(text), headers } as Response;
});

function renderWith(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.currentUser(), me);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const gets = (url: string) => calls.filter((c) => c.method === 'GET' && c.url === url).length;

beforeEach(() => {
  calls = [];
  answers = {};
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('the dashboard’s Businesses tab (the conversations I started)', () => {
  const FIRST = callUrl('listMyInquiries');
  const SECOND = callUrl('listMyInquiries', { query: { cursor: 'page2' } });
  const COUNT = callUrl('getInquiriesUnreadCount', { query: { side: 'customer' } });

  it('loads more conversations while the server has more, then shows the end; the badge counts every page', async () => {
    answers[`GET ${FIRST}`] = {
      status: 200,
      body: [
        message({ conversationId: C3, subject: 'Hours', message: 'Open Sundays?' }),
        message({ conversationId: C2, subject: 'Grooming', message: 'Do you trim nails?' }),
        message({ conversationId: C2, subject: 'Grooming', message: 'Yes, €10.', senderType: 'business', isRead: 0 }),
      ],
      link: `<${SECOND}>; rel="next"`,
    };
    answers[`GET ${SECOND}`] = {
      status: 200,
      body: [message({ conversationId: C1, message: 'Grain-free?' }), message({ conversationId: C1, message: 'We have three.', senderType: 'business', isRead: 0 })],
    };
    // Two unread replies in all, one of them on a page not loaded yet.
    answers[`GET ${COUNT}`] = { status: 200, body: { count: 2 } };
    renderWith(<MessagesSection />);

    await waitFor(() => expect(screen.getAllByTestId('conversation')).toHaveLength(2));
    expect(screen.getAllByTestId('conversation').map((c) => c.getAttribute('data-conversation-id'))).toEqual([C3, C2]);
    expect((await screen.findByTestId('messages-unread')).textContent).toBe('2 new');
    expect(screen.queryByTestId('messages-end')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('conversation')).toHaveLength(3));
    // Older conversations come below; none moves.
    expect(screen.getAllByTestId('conversation').map((c) => c.getAttribute('data-conversation-id'))).toEqual([C3, C2, C1]);
    expect(screen.getByTestId('messages-end').textContent).toBe('No older conversations');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(gets(FIRST)).toBe(1);
    expect(gets(SECOND)).toBe(1);
  });

  it('says when a further page failed, and keeps the pages it has', async () => {
    answers[`GET ${FIRST}`] = { status: 200, body: [message({ conversationId: C2 })], link: `<${SECOND}>; rel="next"` };
    answers[`GET ${SECOND}`] = { status: 503, body: { message: 'Service unavailable' } };
    answers[`GET ${COUNT}`] = { status: 200, body: { count: 0 } };
    renderWith(<MessagesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load more messages. Please try again.');
    expect(screen.getAllByTestId('conversation')).toHaveLength(1);
    expect(screen.queryByTestId('messages-unread')).toBeNull();
  });
});

describe('Customer Inquiries on /my-business (my business’s conversations)', () => {
  const FIRST = callUrl('listBusinessInquiries');
  const SECOND = callUrl('listBusinessInquiries', { query: { cursor: 'page2' } });
  const COUNT = callUrl('getInquiriesUnreadCount', { query: { side: 'business' } });
  const READ = callUrl('markInquiryRead', { params: { conversationId: C2 } });

  it('shows the server’s unread count, drops it at once when a conversation is opened, and pages to the end', async () => {
    answers[`GET ${FIRST}`] = {
      status: 200,
      body: [
        message({ conversationId: C2, subject: 'Grooming', message: 'Do you trim nails?', isRead: 0 }),
        message({ conversationId: C2, subject: 'Grooming', message: 'And baths?', isRead: 0 }),
      ],
      link: `<${SECOND}>; rel="next"`,
    };
    answers[`GET ${SECOND}`] = { status: 200, body: [message({ conversationId: C1, message: 'Grain-free?', isRead: 0 })] };
    // 5 unread over every conversation: 2 in the one loaded, 3 on pages not loaded.
    answers[`GET ${COUNT}`] = { status: 200, body: { count: 5 } };
    answers[`POST ${READ}`] = 'never'; // the server has not answered yet
    renderWith(<InquiriesCard />);

    const item = await screen.findByTestId('conversation');
    expect(within(item).getByTestId('unread-count').textContent).toBe('2 unread');
    expect((await screen.findByTestId('inquiries-unread')).textContent).toBe('5 unread');

    fireEvent.click(within(item).getByRole('button', { expanded: false }));
    await waitFor(() => expect(screen.getByTestId('inquiries-unread').textContent).toBe('3 unread'));
    expect(within(item).queryByTestId('unread-count')).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: READ }]));

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('conversation')).toHaveLength(2));
    expect(screen.getByTestId('inquiries-end').textContent).toBe('No older inquiries');
  });

  it('says there are none yet, without a Load more or an end', async () => {
    answers[`GET ${FIRST}`] = { status: 200, body: [] };
    answers[`GET ${COUNT}`] = { status: 200, body: { count: 0 } };
    renderWith(<InquiriesCard />);
    await screen.findByText('No inquiries yet');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByTestId('inquiries-end')).toBeNull();
  });
});
