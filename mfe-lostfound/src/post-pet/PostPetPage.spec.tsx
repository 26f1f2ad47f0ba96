import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@pawpals/contracts';
import { sessionKeys } from '@pawpals/session';
import { PostPetPage } from './PostPetPage';

// The real uploader (Uppy) is exercised by the browser journey; here a stand-in hands back a stored photo.
const OBJECT_PATH = '/objects/0b8f6b7e-3c2a-4d5e-9f10-123456789abc';
let uploaded: ((objectPath: string) => void) | null = null;
jest.mock('./use-photo-upload', () => ({
  usePhotoUpload: (onUploaded: (objectPath: string) => void) => {
    uploaded = onUploaded;
    return { state: { phase: 'idle' }, choose: jest.fn() };
  },
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

describe('/lost-found/new form (SPEC §2.7, §5)', () => {
  beforeEach(() => {
    uploaded = null;
  });

  it('has every field of §2.7 with its default, and required marks on the required ones', () => {
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

    act(() => uploaded!(OBJECT_PATH));
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Change Photo' })).toBeTruthy();
    expect(screen.getByTestId('pet-photo-preview').getAttribute('src')).toBe(OBJECT_PATH);

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
});
