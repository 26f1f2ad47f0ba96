import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { LostFoundPet, PetMessage, SessionUser, Sighting } from '@pawpals/contracts';
import { callUrl, lostFoundPetKeys, sessionKeys } from '@pawpals/api-client';
import { useToastStore } from '@pawpals/ui';
import { PetDetailPage } from './PetDetailPage';

// The real uploader (Uppy, ESM only) is exercised by the browser journeys; the sighting dialog is not opened here.
jest.mock('../post-pet/use-photo-upload', () => ({ usePhotoUpload: () => ({ state: { phase: 'idle' }, choose: jest.fn() }) }));
// Leaflet is the map journeys' (lost-found-map); a placed post's page draws a stand-in here.
jest.mock('../shared/map/PetMap', () => ({ PetMap: () => null }));

const PET_ID = '3f0c2a4e-1b2c-4d3e-8f40-5a6b7c8d9e01';
const SIGHTING_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

const visitor: SessionUser = {
  id: '7d1c9a9e-0000-4000-8000-000000000002',
  firstName: 'Ned',
  lastName: 'Neighbour',
  username: 'ned',
  email: 'ned@example.com',
  profileImageUrl: null,
  accountType: 'pet_owner',
  emailVerified: true,
};

const post: LostFoundPet = {
  id: PET_ID,
  type: 'lost',
  status: 'active',
  petName: 'Biscuit',
  breed: 'Beagle',
  color: 'Tan',
  description: 'Friendly beagle',
  collarInfo: null,
  lastSeenLocation: 'Riverside Park',
  lastSeenDate: '2024-05-02T00:00:00.000Z',
  photoUrl: null,
  photoUrls: [],
  photoPlaceholder: null,
  photoPlaceholders: [],
  contactInfo: null,
  contactPreference: 'messages',
  approvalStatus: 'approved',
  species: 'dog',
  size: null,
  sex: null,
  microchipped: null,
  latitude: null,
  longitude: null,
  locationPrecision: null,
  createdAt: '2024-05-02T10:00:00.000Z',
  isOwner: false,
  resolvedAt: null,
};

const sighting: Sighting = {
  id: SIGHTING_ID,
  postId: PET_ID,
  seenAt: '2024-05-03T09:30:00.000Z',
  location: 'Under the bridge',
  latitude: null,
  longitude: null,
  note: null,
  photoUrl: null,
  photoPlaceholder: null,
  reporterFirstName: 'Sam',
  createdAt: '2024-05-03T09:40:00.000Z',
};

const sent: PetMessage = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  conversationId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  senderRole: 'visitor',
  senderFirstName: 'Ned',
  message: 'Seen him',
  createdAt: '2024-05-03T10:00:00.000Z',
  isRead: 1,
};

interface Answer {
  status: number;
  body: unknown;
}
type Call = { method: string; url: string; body: unknown };

/** The server as the page sees it: answers by "METHOD url", every other GET an empty list. */
let answers: Record<string, Answer> = {};
let calls: Call[] = [];
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  const method = init.method ?? 'GET';
  calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
  const answer = answers[`${method} ${url}`] ?? (method === 'GET' ? { status: 200, body: [] } : { status: 500, body: { message: 'unexpected' } });
  const text = JSON.stringify(answer.body);
  return { ok: answer.status < 300, status: answer.status, statusText: '', text: async () => text } as Response;
});

function renderPage(pet: LostFoundPet, user: SessionUser | null, sightings: Sighting[] = [], state: unknown = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionKeys.currentUser(), user);
  client.setQueryData(lostFoundPetKeys.detail(pet.id), pet);
  client.setQueryData(lostFoundPetKeys.sightings(pet.id), sightings);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: `/lost-found/${pet.id}`, state }]}>
        <Routes>
          <Route path="/lost-found/:id" element={<PetDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const toasts = () => useToastStore.getState().toasts.map((t) => ({ title: t.title, description: t.description }));
const phoneLinks = () => [...document.querySelectorAll('a[href^="tel:"]')];

beforeEach(() => {
  answers = {};
  calls = [];
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  useToastStore.setState({ toasts: [] });
});

describe('reaching the poster of a post with a phone', () => {
  it('shows the Call link at the top, and "Message the owner" below it', () => {
    renderPage({ ...post, contactPreference: 'phone', contactInfo: '(512) 555-0142' }, visitor);
    expect(within(screen.getByTestId('pet-page-head')).getByTestId('primary-contact').getAttribute('href')).toBe('tel:5125550142');
    expect(phoneLinks()).toHaveLength(1);
    expect(screen.getByText('Call (512) 555-0142')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Message the owner' })).toBeTruthy();
  });

  it('signed out: the Call link and a prompt to log in to message', () => {
    renderPage({ ...post, contactPreference: 'phone', contactInfo: '(512) 555-0142' }, null);
    expect(screen.getByTestId('primary-contact').getAttribute('href')).toBe('tel:5125550142');
    expect(screen.queryByRole('button', { name: 'Message the owner' })).toBeNull();
    expect(screen.getByTestId('signed-out-prompt')).toBeTruthy();
  });
});

describe('reaching the poster of a post with "messages only"', () => {
  it('has no phone anywhere, even on a resolved post, and offers a signed-in visitor "Message the owner"', () => {
    const { unmount } = renderPage(post, visitor);
    expect(phoneLinks()).toEqual([]);
    // The head's main button writes to the owner.
    expect(within(screen.getByTestId('pet-page-head')).getByRole('button', { name: 'Message the owner' })).toBeTruthy();
    unmount();
    // Even a number that reached the browser is not shown when the poster chose messages.
    renderPage({ ...post, contactInfo: '(512) 555-0142', status: 'resolved', resolvedAt: '2024-05-05T00:00:00.000Z' }, visitor);
    expect(phoneLinks()).toEqual([]);
    expect(screen.queryByText('Contact')).toBeNull();
    expect(document.body.textContent).not.toContain('555-0142');
  });

  it('says "Message the finder" on a found post', () => {
    renderPage({ ...post, type: 'found' }, visitor);
    expect(screen.getByRole('button', { name: 'Message the finder' })).toBeTruthy();
  });

  it('asks a signed-out visitor to log in instead', () => {
    renderPage(post, null);
    expect(screen.queryByRole('button', { name: 'Message the owner' })).toBeNull();
    // The head's button leads to sign-in, which comes back here with the message open.
    expect(screen.getByRole('link', { name: 'Message the owner' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/lost-found/${PET_ID}?then=message`)}`,
    );
    const prompt = screen.getByTestId('signed-out-prompt');
    expect(within(prompt).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/lost-found/${PET_ID}?then=message`)}`,
    );
  });

  it('keeps Send disabled while the message is blank, sends it trimmed, thanks and closes', async () => {
    answers[`POST ${callUrl('sendPetMessage', { params: { id: PET_ID }, body: { message: 'x' } })}`] = { status: 201, body: sent };
    renderPage(post, visitor);
    fireEvent.click(screen.getByRole('button', { name: 'Message the owner' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Your message'), { target: { value: '   \n ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Your message'), { target: { value: '  Seen him by the bridge  ' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/lost-found-pets/${PET_ID}/messages`, body: { message: 'Seen him by the bridge' } },
    ]);
    expect(toasts()).toEqual([{ title: 'Message sent', description: 'They will see it in their dashboard' }]);
  });

  it("shows the server's reason when the message is refused, and keeps the text", async () => {
    answers[`POST /api/lost-found-pets/${PET_ID}/messages`] = { status: 400, body: { message: 'This post is no longer active' } };
    renderPage(post, visitor);
    fireEvent.click(screen.getByRole('button', { name: 'Message the owner' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Your message'), { target: { value: 'Hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This post is no longer active');
    expect((within(dialog).getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Hello');
    expect(toasts()).toEqual([]);
  });
});

describe("the poster's own post", () => {
  const own: LostFoundPet = { ...post, isOwner: true, contactInfo: '(512) 555-0142' };

  it('with "messages only": no Call link, and says where messages arrive', () => {
    renderPage(own, visitor);
    expect(phoneLinks()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Message the owner' })).toBeNull();
    expect(screen.getByText('Neighbours reach you by message')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pet messages on your dashboard' }).getAttribute('href')).toBe('/dashboard#pet-messages');
  });

  it('switches to showing the phone: only the preference is sent while the number is unchanged', async () => {
    const saved = { ...own, contactPreference: 'phone' };
    answers[`PATCH /api/lost-found-pets/${PET_ID}/contact`] = { status: 200, body: saved };
    answers[`GET /api/lost-found-pets/${PET_ID}`] = { status: 200, body: saved }; // the post is read again afterwards
    renderPage(own, visitor);
    const control = screen.getByTestId('contact-preference');
    const save = within(control).getByRole('button', { name: 'Save contact preference' }) as HTMLButtonElement;
    expect((within(control).getByRole('radio', { name: /Messages only/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(control).getByLabelText('Your phone number') as HTMLInputElement).value).toBe('(512) 555-0142');
    expect(save.disabled).toBe(true);
    fireEvent.click(within(control).getByRole('radio', { name: /Show my phone number/ }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    // The poster gets no Call button to their own phone; the callout says neighbours can call now.
    await screen.findByText(/Neighbours can call you or/);
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: `/api/lost-found-pets/${PET_ID}/contact`, body: { contactPreference: 'phone' } },
    ]);
    expect(toasts()[0]).toEqual({ title: 'Contact preference saved', description: 'Your phone number is shown on the post.' });
  });

  it("sends a changed phone number, and shows the server's reason when it is refused", async () => {
    answers[`PATCH /api/lost-found-pets/${PET_ID}/contact`] = { status: 400, body: { message: 'Contact phone number must be a valid phone number' } };
    renderPage(own, visitor);
    const control = screen.getByTestId('contact-preference');
    fireEvent.change(within(control).getByLabelText('Your phone number'), { target: { value: 'call me' } });
    fireEvent.click(within(control).getByRole('button', { name: 'Save contact preference' }));
    expect((await within(control).findByRole('alert')).textContent).toBe('Contact phone number must be a valid phone number');
    expect(calls.filter((c) => c.method === 'PATCH')[0].body).toEqual({ contactPreference: 'messages', contactInfo: 'call me' });
  });

  it('messages whoever reported a sighting from the timeline', async () => {
    answers[`POST /api/lost-found-pets/${PET_ID}/sightings/${SIGHTING_ID}/messages`] = { status: 201, body: { ...sent, senderRole: 'poster' } };
    renderPage(own, visitor, [sighting]);
    const item = screen.getByTestId('sighting');
    fireEvent.click(within(item).getByRole('button', { name: 'Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Sam' });
    fireEvent.change(within(dialog).getByLabelText('Your message'), { target: { value: 'Thank you! Was he limping?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/lost-found-pets/${PET_ID}/sightings/${SIGHTING_ID}/messages`, body: { message: 'Thank you! Was he limping?' } },
    ]);
    expect(toasts()[0].title).toBe('Message sent');
  });

  it('visitors get no Message action on sightings', () => {
    renderPage(post, visitor, [sighting]);
    expect(within(screen.getByTestId('sighting')).queryByRole('button', { name: 'Message' })).toBeNull();
  });
});

describe('sharing a post', () => {
  it('keeps the flyer link and the share controls', () => {
    renderPage(post, visitor);
    expect(screen.getByTestId('print-flyer').getAttribute('href')).toBe(`/api/lost-found-pets/${PET_ID}/flyer.pdf`);
    expect(within(screen.getByTestId('share-buttons')).getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });
});

describe('the first screen', () => {
  it('names the pet, says Lost, where and when it was last seen, then the main button, before the photo', () => {
    renderPage({ ...post, contactPreference: 'phone', contactInfo: '(512) 555-0142' }, null);
    const head = screen.getByTestId('pet-page-head');
    expect(within(head).getByRole('heading', { level: 1 }).textContent).toBe('Biscuit');
    expect(within(head).getByText('Lost')).toBeTruthy();
    expect(within(head).getByTestId('last-seen-location').textContent).toBe('Riverside Park');
    expect(within(head).getByTestId('last-seen-date').textContent).toBe('Thursday, May 2, 2024');
    const photo = screen.getByTestId('photo-placeholder');
    expect(head.compareDocumentPosition(photo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a reunited pet: the Resolved badge and no contact button', () => {
    renderPage({ ...post, status: 'resolved', resolvedAt: '2024-05-05T00:00:00.000Z' }, visitor);
    const head = screen.getByTestId('pet-page-head');
    expect(within(head).getByTestId('resolved-badge')).toBeTruthy();
    expect(within(head).queryByTestId('primary-contact')).toBeNull();
  });
});

describe('right after posting', () => {
  const fresh: LostFoundPet = { ...post, isOwner: true, approvalStatus: 'pending', latitude: 30.26, longitude: -97.74 };

  it('says what happens now: review and its usual time, share, the flyer, and alerts near the place', async () => {
    answers[`GET ${callUrl('getAlertArea', {})}`] = { status: 200, body: null };
    renderPage(fresh, visitor, [], { justPosted: true });
    const panel = screen.getByTestId('after-posting');
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'What happens now' }));
    expect(within(panel).getByTestId('review-time').textContent).toContain('usually within a few hours');
    expect(within(panel).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(within(panel).getByTestId('after-posting-flyer').getAttribute('href')).toBe(`/api/lost-found-pets/${PET_ID}/flyer.pdf`);
    expect(await within(panel).findByRole('button', { name: 'Alert me within 5 miles' })).toBeTruthy();
  });

  it('is not shown on a later visit, nor to anyone but the poster', () => {
    const { unmount } = renderPage(fresh, visitor);
    expect(screen.queryByTestId('after-posting')).toBeNull();
    unmount();
    renderPage({ ...fresh, isOwner: false }, visitor, [], { justPosted: true });
    expect(screen.queryByTestId('after-posting')).toBeNull();
  });
});
