import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { PetConversation, PetMessage, SessionUser } from '@pawpals/contracts';
import { callUrl, sessionKeys } from '@pawpals/api-client';
import { useToastStore } from '@pawpals/ui';
import { useLiveNotifications } from '../notifications/api/use-live-notifications';
import { PetMessagesSection } from './PetMessagesSection';

const poster: SessionUser = {
  id: '7d1c9a9e-0000-4000-8000-000000000001',
  firstName: 'Maya',
  lastName: 'Rivers',
  username: 'maya',
  email: 'maya@example.com',
  profileImageUrl: null,
  accountType: 'pet_owner',
  emailVerified: true,
};

const CONVERSATION_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const POST_ID = '3f0c2a4e-1b2c-4d3e-8f40-5a6b7c8d9e01';

const message = (over: Partial<PetMessage>): PetMessage => ({
  id: `m-${over.message}`,
  conversationId: CONVERSATION_ID,
  senderRole: 'visitor',
  senderFirstName: 'Ned',
  message: 'Hello',
  createdAt: '2025-06-01T10:00:00.000Z',
  isRead: 0,
  ...over,
});

const conversation: PetConversation = {
  id: CONVERSATION_ID,
  postId: POST_ID,
  petName: 'Biscuit',
  postType: 'lost',
  postStatus: 'active',
  photoUrl: '/objects/0b8f6b7e-3c2a-4d5e-9f10-123456789abc',
  role: 'poster',
  otherFirstName: 'Ned',
  unreadCount: 2,
  lastMessageAt: '2025-06-01T10:05:00.000Z',
  messages: [
    message({ message: 'I saw him by the bridge', createdAt: '2025-06-01T10:00:00.000Z' }),
    message({ message: 'He went east', createdAt: '2025-06-01T10:05:00.000Z' }),
  ],
};

const LIST_URL = callUrl('listPetConversations');
const UNREAD_URL = callUrl('getPetMessagesUnreadCount');
const READ_URL = callUrl('markPetConversationRead', { params: { conversationId: CONVERSATION_ID } });
const REPLY_URL = callUrl('replyPetConversation', { params: { conversationId: CONVERSATION_ID }, body: { message: 'x' } });

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];
/** What the server answers, by "METHOD url"; the list can change between reads. */
let answers: Record<string, { status: number; body: unknown; next?: string } | 'never'> = {};
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  const method = init.method ?? 'GET';
  calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
  const answer = answers[`${method} ${url}`] ?? { status: 500, body: { message: 'unexpected' } };
  if (answer === 'never') return new Promise<Response>(() => undefined);
  const text = JSON.stringify(answer.body);
  // A next page only when the answer names one (the Link header); otherwise this is the last page.
  const headers = new Headers(answer.next ? { Link: `<${answer.next}>; rel="next"` } : {});
  return { ok: answer.status < 300, status: answer.status, statusText: '', text: async () => text, json: async () => JSON.parse(text), headers } as Response;
});

function LiveDashboard() {
  useLiveNotifications();
  return <PetMessagesSection />;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.currentUser(), poster);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LiveDashboard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A stand-in for the browser's EventSource: the test pushes a notification into the open stream. */
class FakeEventSource {
  static current: FakeEventSource | null = null;
  private listeners = new Map<string, () => void>();
  constructor(readonly url: string) {
    FakeEventSource.current = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {
    FakeEventSource.current = null;
  }
  push(type: string) {
    this.listeners.get(type)?.();
  }
}

const toasts = () => useToastStore.getState().toasts.map((t) => ({ title: t.title, description: t.description }));
const gets = () => calls.filter((c) => c.method === 'GET' && c.url === LIST_URL).length;

beforeEach(() => {
  calls = [];
  answers = { [`GET ${UNREAD_URL}`]: { status: 200, body: { count: 0 } } };
  global.fetch = fetchMock as unknown as typeof fetch;
  Object.assign(globalThis, { EventSource: FakeEventSource });
  useToastStore.setState({ toasts: [] });
});

describe('Pet messages on the dashboard', () => {
  it('says there are none yet, with a way to the board', async () => {
    answers[`GET ${LIST_URL}`] = { status: 200, body: [] };
    renderSection();
    await screen.findByText('No pet messages yet');
    expect(screen.getByRole('link', { name: 'Browse Lost & Found' }).getAttribute('href')).toBe('/lost-found');
    expect(document.getElementById('pet-messages')).toBe(screen.getByTestId('pet-messages-section'));
  });

  it('keeps the conversations already read when a later page fails, and says so above "Load more"', async () => {
    const next = `${LIST_URL}?cursor=c2`;
    answers[`GET ${LIST_URL}`] = { status: 200, body: [conversation], next };
    answers[`GET ${next}`] = { status: 503, body: { message: 'The pets service is unavailable. Please try again shortly.' } };
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('Could not load more pet messages. Please try again.');
    expect(screen.getAllByTestId('pet-conversation')).toHaveLength(1);
    expect(screen.queryByText('Could not load your pet messages.')).toBeNull();
  });

  it('lists a conversation with the pet, the other side and the unread count; opening it marks it read', async () => {
    answers[`GET ${LIST_URL}`] = { status: 200, body: [conversation] };
    answers[`GET ${UNREAD_URL}`] = { status: 200, body: { count: 2 } };
    answers[`POST ${READ_URL}`] = 'never'; // the server has not answered yet
    renderSection();
    const item = await screen.findByTestId('pet-conversation');
    expect(within(item).getByText('Biscuit (lost)')).toBeTruthy();
    expect(within(item).getByText('Ned · About your post · 2 messages')).toBeTruthy();
    expect(within(item).getByTestId('latest-message').textContent).toBe('Ned: He went east');
    expect(within(item).getByTestId('unread-count').textContent).toBe('2 unread');
    // The badge is the server's count over every conversation, not only the page loaded.
    expect((await screen.findByTestId('pet-messages-unread')).textContent).toBe('2 new');
    expect(within(item).queryByTestId('pet-message')).toBeNull();

    fireEvent.click(within(item).getByRole('button', { expanded: false }));
    // The count drops (the cached list is updated before the server answers) and the messages show oldest first.
    await waitFor(() => expect(within(item).queryByTestId('unread-count')).toBeNull());
    expect(screen.queryByTestId('pet-messages-unread')).toBeNull();
    expect(within(item).getAllByTestId('pet-message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('I saw him by the bridge'),
      expect.stringContaining('He went east'),
    ]);
    expect(within(item).getByRole('link', { name: 'View the post' }).getAttribute('href')).toBe(`/lost-found/${POST_ID}`);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: READ_URL, body: undefined }]));

    fireEvent.click(within(item).getByRole('button', { expanded: true }));
    expect(within(item).queryByTestId('pet-message')).toBeNull();
  });

  it('sends a trimmed reply only when it has text, toasts and clears the box', async () => {
    const read = { ...conversation, unreadCount: 0 };
    answers[`GET ${LIST_URL}`] = { status: 200, body: [read] };
    answers[`POST ${REPLY_URL}`] = { status: 201, body: message({ senderRole: 'poster', senderFirstName: 'Maya', message: 'Thank you!', isRead: 1 }) };
    renderSection();
    const item = await screen.findByTestId('pet-conversation');
    fireEvent.click(within(item).getByRole('button', { expanded: false }));
    const box = within(item).getByLabelText('Your reply') as HTMLTextAreaElement;
    const send = within(item).getByRole('button', { name: 'Send Reply' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '  Thank you!  ' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(box.value).toBe(''));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: REPLY_URL, body: { message: 'Thank you!' } }]);
    expect(toasts()).toEqual([{ title: 'Reply sent successfully', description: undefined }]);
    await waitFor(() => expect(gets()).toBe(2));
  });

  it("says why a reply failed (the server's reason) and keeps the text", async () => {
    answers[`GET ${LIST_URL}`] = { status: 200, body: [{ ...conversation, unreadCount: 0 }] };
    answers[`POST ${REPLY_URL}`] = { status: 400, body: { message: 'Message is required' } };
    renderSection();
    const item = await screen.findByTestId('pet-conversation');
    fireEvent.click(within(item).getByRole('button', { expanded: false }));
    fireEvent.change(within(item).getByLabelText('Your reply'), { target: { value: 'Hi' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Failed to send reply', description: 'Message is required' }]));
    expect((within(item).getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('Hi');
  });

  it('refreshes live when a notification arrives on the stream', async () => {
    answers[`GET ${LIST_URL}`] = { status: 200, body: [] };
    answers[`GET ${callUrl('listNotifications')}`] = { status: 200, body: [] };
    answers[`GET ${callUrl('getUnreadCount')}`] = { status: 200, body: { count: 0 } };
    renderSection();
    await screen.findByText('No pet messages yet');
    expect(FakeEventSource.current?.url).toBe(callUrl('streamNotifications'));

    answers[`GET ${LIST_URL}`] = { status: 200, body: [{ ...conversation, role: 'visitor', otherFirstName: 'Maya' }] };
    act(() => FakeEventSource.current!.push('notification'));
    const item = await screen.findByTestId('pet-conversation');
    expect(within(item).getByText('Maya · About their post · 2 messages')).toBeTruthy();
  });
});
