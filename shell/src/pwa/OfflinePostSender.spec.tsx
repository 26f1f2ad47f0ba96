import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { SessionUser } from '@pawpals/contracts';
import { sessionKeys } from '@pawpals/session';
import type { QueuedPost, SendOutcome } from '@pawpals/uploads';
import { OfflinePostSender } from './OfflinePostSender';

// The queue itself (IndexedDB, the sending) has its own tests in libs/uploads/src/offline-outbox; here, when
// the shell asks it to send and what it tells the member.
let mockQueue: QueuedPost[] = [];
const mockSend = jest.fn();
const mockChangeListeners = new Set<() => void>();
jest.mock('@pawpals/uploads', () => ({
  queuedPosts: async (userId: string) => mockQueue.filter((post) => post.userId === userId),
  removeQueuedPost: async (id: string) => {
    mockQueue = mockQueue.filter((post) => post.id !== id);
    mockChangeListeners.forEach((listener) => listener());
  },
  onOutboxChange: (listener: () => void) => {
    mockChangeListeners.add(listener);
    return () => mockChangeListeners.delete(listener);
  },
  sendQueuedPosts: (...args: unknown[]) => mockSend(...args),
}));

const user: SessionUser = {
  id: '7d1c9a9e-0000-4000-8000-000000000001',
  firstName: 'Maya',
  lastName: 'Rivers',
  username: 'maya',
  email: 'maya@example.com',
  profileImageUrl: null,
  accountType: 'pet_owner',
  emailVerified: true,
};

const post = (over: Partial<QueuedPost> = {}): QueuedPost => ({
  id: 'q1',
  userId: user.id,
  idempotencyKey: 'key-1',
  fields: { type: 'lost', description: 'Tan beagle', lastSeenLocation: 'Zilker Park', lastSeenDate: '2026-11-27', contactInfo: '(512) 555-0100' },
  photos: [{ objectPath: '/objects/0b8f6b7e-3c2a-4d5e-9f10-000000000001' }],
  state: 'waiting',
  createdAt: 1,
  attempts: 0,
  ...over,
});

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

function renderSender(signedIn: SessionUser | null = user) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionKeys.currentUser(), signedIn);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OfflinePostSender />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('OfflinePostSender (docs/decisions/0145-offline-post-queue.md)', () => {
  beforeEach(() => {
    mockQueue = [];
    mockSend.mockReset();
    mockSend.mockResolvedValue({ stopped: null, sent: 0 });
    online = true;
  });

  it('offline, says the post is saved on this device and sends nothing; back online it is sent, with a link to it', async () => {
    online = false;
    mockQueue = [post()];
    renderSender();
    expect((await screen.findByTestId('offline-posts-waiting')).textContent).toBe("Your post is saved on this device — it will be sent when you're back online");
    expect(mockSend).not.toHaveBeenCalled();

    mockSend.mockImplementation(async (_userId: string, onOutcome: (o: SendOutcome) => void) => {
      const sent = mockQueue[0];
      mockQueue = [];
      onOutcome({ kind: 'sent', post: sent, petId: 'pet-42' });
      return { stopped: null, sent: 1 };
    });
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const sent = await screen.findByTestId('offline-posts-sent');
    expect(sent.textContent).toContain('Your lost pet post was sent');
    expect(screen.getByRole('link', { name: 'View post' }).getAttribute('href')).toBe('/lost-found/pet-42');
    expect(mockSend).toHaveBeenCalledWith(user.id, expect.any(Function));
    await waitFor(() => expect(screen.queryByTestId('offline-posts-waiting')).toBeNull());
  });

  it('sends at start when online, and shows a refused post with its reason and a link to fix it', async () => {
    mockQueue = [post()];
    mockSend.mockImplementation(async (_userId: string, onOutcome: (o: SendOutcome) => void) => {
      mockQueue = [post({ state: 'refused', error: 'Last seen location is required', attempts: 1 })];
      onOutcome({ kind: 'refused', post: mockQueue[0], message: 'Last seen location is required' });
      return { stopped: null, sent: 0 };
    });
    renderSender();
    const refused = await screen.findByTestId('offline-posts-refused');
    expect(refused.textContent).toContain('Your saved post could not be sent: Last seen location is required');
    expect(screen.getByRole('link', { name: 'Fix and send' }).getAttribute('href')).toBe('/lost-found/new?draft=q1');
    expect(mockSend).toHaveBeenCalledTimes(1);
  });

  it('signed out, sends nothing and shows nothing', async () => {
    mockQueue = [post()];
    const { container } = renderSender(null);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(mockSend).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
  });
});
