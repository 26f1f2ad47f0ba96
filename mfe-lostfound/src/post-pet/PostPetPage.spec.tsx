import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useReducer, type Dispatch } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@pawpals/contracts';
import { sessionKeys } from '@pawpals/session';
import { PostPetPage } from './PostPetPage';

import { photoListReducer, type PhotoListAction } from './photo-list';

// The real uploader (Uppy) is exercised by the browser journey; here a stand-in keeps the real photo
// rules and lets the test say what the server answered for each photo.
const OBJECT_PATH = '/objects/0b8f6b7e-3c2a-4d5e-9f10-123456789abc';
const path = (n: number) => `/objects/0b8f6b7e-3c2a-4d5e-9f10-${String(n).padStart(12, '0')}`;
let server: Dispatch<PhotoListAction> = () => undefined;
const chosenFiles: File[][] = [];
jest.mock('./use-pet-photos', () => ({
  usePetPhotos: () => {
    const [photos, dispatch] = useReducer(photoListReducer, []);
    server = dispatch;
    return {
      photos,
      choose: (files: File[]) => chosenFiles.push(files),
      remove: (key: string) => dispatch({ type: 'remove', key }),
      move: (key: string, by: -1 | 1) => dispatch({ type: 'move', key, by }),
    };
  },
}));
const mutate = jest.fn();
jest.mock('./api/create-lost-found-pet', () => ({ useCreateLostFoundPet: () => ({ mutate, isPending: false }) }));
// The outbox (IndexedDB) is the queue's own tests' (libs/uploads/src/offline-outbox); here, what the form keeps.
const mockQueuePost = jest.fn();
let mockKeys = 0;
jest.mock('@pawpals/uploads', () => ({
  canonicalCreateBody: (body: object) => body,
  newOutboxId: () => `key-${(mockKeys += 1)}`,
  queuePost: (...args: unknown[]) => mockQueuePost(...args),
  queuedPost: async () => null,
  removeQueuedPost: async () => undefined,
}));

/** Photos the poster chose (keys p1…), as the uploader would list them, then their outcome. */
const add = (...names: string[]) =>
  act(() => server({ type: 'add', items: names.map((name) => ({ key: name, name: `${name}.jpg`, previewUrl: `blob:${name}` })) }));
const stored = (key: string, objectPath: string) => act(() => server({ type: 'done', key, objectPath }));
const sending = (key: string) => act(() => server({ type: 'uploading', key }));

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

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionKeys.currentUser(), user);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/lost-found/new']}>
        <Routes>
          <Route path="/lost-found/new" element={<PostPetPage />} />
          <Route path="/lost-found" element={<p>board</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A field by its label; a required field's label ends with the asterisk mark. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => screen.getByRole('button', { name: 'Create Post' }) as HTMLButtonElement;

describe('/lost-found/new form', () => {
  beforeEach(() => {
    chosenFiles.length = 0;
    mutate.mockReset();
    mockQueuePost.mockReset();
    mockQueuePost.mockImplementation(async (post: object) => ({ ...post, id: 'queued-1' }));
  });

  const fillRequired = async () => {
    type('Description', 'Small tan beagle');
    type('Last Seen Location', 'Riverside Park');
    type('Last Seen Date', '2024-05-02');
    type('Contact Phone Number', '(512) 555-0142');
    await waitFor(() => expect(field('Contact Phone Number')).toHaveProperty('value', '(512) 555-0142'));
  };

  it('has every field with its default, and required marks on the required ones', () => {
    renderForm();
    expect((screen.getByRole('radio', { name: /I Lost My Pet/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /I Found a Pet/ }) as HTMLInputElement).checked).toBe(false);
    for (const label of ['Pet Name', 'Breed', 'Color', 'Collar Information']) {
      expect(field(label).required).toBe(false);
    }
    expect(field('Description').getAttribute('rows')).toBe('4');
    for (const label of ['Description', 'Last Seen Location', 'Last Seen Date', 'Contact Phone Number']) {
      expect(field(label).required).toBe(true);
    }
    expect(field('Last Seen Date').getAttribute('type')).toBe('date');
    expect(field('Contact Phone Number').getAttribute('type')).toBe('tel');
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeTruthy();
  });

  it('keeps Create Post disabled until description, location, date, photo and phone are all filled', async () => {
    renderForm();
    expect(submit().disabled).toBe(true);
    type('Description', 'Small tan beagle');
    type('Last Seen Location', 'Riverside Park');
    type('Last Seen Date', '2024-05-02');
    type('Contact Phone Number', '(512) 555-0142');
    await waitFor(() => expect(field('Contact Phone Number')).toHaveProperty('value', '(512) 555-0142'));
    expect(submit().disabled).toBe(true); // no photo yet

    add('p1');
    sending('p1');
    expect(submit().disabled).toBe(true); // still uploading
    stored('p1', OBJECT_PATH);
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(screen.getByTestId('pet-photo-preview').getAttribute('src')).toBe(`${OBJECT_PATH}?w=640`); // what the server kept

    for (const label of ['Description', 'Last Seen Location', 'Last Seen Date', 'Contact Phone Number']) {
      const input = field(label);
      const before = input.value;
      type(label, label === 'Last Seen Date' ? '' : '   ');
      await waitFor(() => expect(submit().disabled).toBe(true));
      type(label, before);
      await waitFor(() => expect(submit().disabled).toBe(false));
    }
  });

  it('asks how people should reach the poster: the phone shown by default, or messages only (the phone still required)', async () => {
    renderForm();
    const phone = screen.getByRole('radio', { name: /Show my phone number/ }) as HTMLInputElement;
    const messages = screen.getByRole('radio', { name: /Messages only \(keep my phone private\)/ }) as HTMLInputElement;
    expect(screen.getByRole('group', { name: 'How should people reach you?' })).toBeTruthy();
    expect([phone.checked, messages.checked]).toEqual([true, false]);
    expect(screen.getByText('Shown on the post so neighbours can call you straight away.')).toBeTruthy();
    fireEvent.click(messages);
    await waitFor(() => expect(screen.getByText('Kept private: only you and the moderators see it.')).toBeTruthy());
    expect(field('Contact Phone Number').required).toBe(true);
  });

  it('takes several photos from one file input (phone formats included) and states the limits', () => {
    renderForm();
    expect(screen.getByText('JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each, up to 5 photos. The first is the cover.')).toBeTruthy();
    const input = screen.getByTestId('pet-photo-input') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif,image/*');
    const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.png', { type: 'image/png' })];
    fireEvent.change(input, { target: { files } });
    expect(chosenFiles).toEqual([files]);
  });

  it('labels the first photo "Cover", moves photos earlier and later with named buttons, and removes them', async () => {
    renderForm();
    add('p1', 'p2', 'p3');
    const tiles = () => screen.getAllByTestId('pet-photo-tile');
    const covers = () => tiles().map((t) => within(t).queryByText('Cover') !== null);
    expect(covers()).toEqual([true, false, false]);
    expect((screen.getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move photo 3 later' }) as HTMLButtonElement).disabled).toBe(true);

    // The third becomes the cover: moved earlier twice.
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(tiles().map((t) => within(t).getByRole('img').getAttribute('src'))).toEqual(['blob:p3', 'blob:p1', 'blob:p2']);
    expect(covers()).toEqual([true, false, false]);
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(tiles().map((t) => within(t).getByRole('img').getAttribute('src'))).toEqual(['blob:p1', 'blob:p3', 'blob:p2']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(tiles()).toHaveLength(2);
    expect(within(tiles()[0]).getByRole('img').getAttribute('src')).toBe('blob:p3');
    expect(covers()).toEqual([true, false]);
  });

  it('shows each photo’s own progress, and the server’s reason on a refused photo (never the cover)', () => {
    renderForm();
    add('p1', 'p2');
    sending('p1');
    sending('p2');
    act(() => server({ type: 'progress', key: 'p2', percent: 42 }));
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['0', '42']);
    expect(bars[1].getAttribute('aria-label')).toBe('Upload of photo 2');
    const reason = 'This file is not an image we can read. Please choose a JPEG, PNG, WebP, GIF or AVIF photo.';
    act(() => server({ type: 'failed', key: 'p1', error: reason }));
    const refused = screen.getAllByTestId('pet-photo-tile')[0];
    expect(within(refused).getByRole('alert').textContent).toBe(reason);
    expect(within(refused).queryByText('Cover')).toBeNull();
    expect(within(screen.getAllByTestId('pet-photo-tile')[1]).getByText('Cover')).toBeTruthy();
  });

  it('offers "Upload Photo" until there are 5 photos', () => {
    renderForm();
    add('p1', 'p2', 'p3', 'p4');
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeTruthy();
    add('p5');
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).toBeNull();
    expect(screen.getByText('5 of 5 photos (the most a post can have).')).toBeTruthy();
  });

  it('stays disabled while any photo is uploading, then sends the stored photos in order, the cover as photoUrl', async () => {
    renderForm();
    await fillRequired();
    add('p1', 'p2', 'p3');
    stored('p1', path(1));
    sending('p2');
    stored('p3', path(3));
    await waitFor(() => expect(screen.getAllByTestId('pet-photo-tile')).toHaveLength(3));
    expect(submit().disabled).toBe(true); // p2 is still on its way
    act(() => server({ type: 'failed', key: 'p2', error: 'This image is damaged or incomplete and cannot be read. Please choose another photo.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0][0].body).toMatchObject({ photoUrls: [path(3), path(1)], photoUrl: path(3) });
    expect(mutate.mock.calls[0][0].idempotencyKey).toMatch(/^key-\d+$/);
  });

  it('offline, keeps the post and its photos (kept and stored, in order) on the device, says so and goes to the board', async () => {
    renderForm();
    await fillRequired();
    type('Pet Name', 'Biscuit');
    add('p1', 'p2');
    const file = new File([new Uint8Array([7, 8, 9])], 'biscuit.jpg', { type: 'image/jpeg' });
    act(() => server({ type: 'local', key: 'p1', file, localPath: path(91) }));
    stored('p2', path(2));
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(screen.getByTestId('pet-photo-local').textContent).toBe("Saved on this device; sent with the post when you're back online.");
    fireEvent.click(submit());
    await waitFor(() => expect(mockQueuePost).toHaveBeenCalledTimes(1));
    expect(mutate).not.toHaveBeenCalled();
    const queued = mockQueuePost.mock.calls[0][0];
    expect(queued.userId).toBe(user.id);
    expect(queued.fields).toMatchObject({ petName: 'Biscuit', description: 'Small tan beagle', contactInfo: '(512) 555-0142' });
    expect(queued.fields).not.toHaveProperty('photoUrl');
    expect(queued.fields).not.toHaveProperty('photoUrls');
    expect(queued.photos).toHaveLength(2);
    expect(queued.photos[0]).toMatchObject({ name: 'biscuit.jpg', type: 'image/jpeg' });
    expect([...new Uint8Array(queued.photos[0].bytes)]).toEqual([7, 8, 9]);
    expect(queued.photos[1]).toEqual({ objectPath: path(2) });
    await screen.findByText('board');
  });
});
