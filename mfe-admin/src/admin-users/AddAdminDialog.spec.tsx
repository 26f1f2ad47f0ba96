import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminUser, AdminUserListItem } from '@pawpals/contracts';
import { callUrl } from '@pawpals/api-client';
import { AddAdminDialog, pickerStatus } from './AddAdminDialog';
import { PICKER_MATCHES } from '../users/api/list-members';

const member = (n: number, name: string): AdminUserListItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `${name}@example.com`,
  username: name,
  profilePicture: null,
  reviewsCount: 0,
  petsFoundCount: 0,
  badges: [],
  suspension: null,
});
const robin = member(1, 'robin');
const rowan = member(2, 'rowan');
const admin: AdminUser = { id: 'a1', userId: rowan.id, email: rowan.email, username: rowan.username, role: 'moderator', createdAt: '2026-01-01T00:00:00.000Z' } as AdminUser;

const usersUrl = (q?: string) => callUrl('listMembers', { query: { q, limit: String(PICKER_MATCHES) } });

let calls: string[] = [];
let answers: Record<string, unknown[]> = {};
const fetchMock = jest.fn(async (url: string) => {
  calls.push(url);
  const body = answers[url];
  const text = JSON.stringify(body ?? { message: `unexpected ${url}` });
  return { ok: !!body, status: body ? 200 : 500, statusText: '', text: async () => text, json: async () => JSON.parse(text), headers: new Headers() } as Response;
});

function openDialog(admins: AdminUser[] = [admin]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <AddAdminDialog admins={admins} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add Admin' }));
}

const status = () => screen.getByTestId('add-admin-matches').textContent;

beforeEach(() => {
  calls = [];
  answers = { [usersUrl()]: [robin, rowan] };
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('Add Admin: the member picker', () => {
  it('asks the server for the first matches of what is typed, once typing pauses, and says when none match', async () => {
    answers[usersUrl('ro')] = [robin, rowan];
    answers[usersUrl('zed')] = [];
    openDialog();
    await waitFor(() => expect(status()).toBe('1 member'));
    expect(calls).toEqual([usersUrl()]);
    const search = screen.getByLabelText('Find a member');
    fireEvent.change(search, { target: { value: 'r' } });
    fireEvent.change(search, { target: { value: 'ro' } });
    expect(status()).toBe('Searching...');
    // The admin already (rowan) is not offered.
    await waitFor(() => expect(status()).toBe('1 member matches'));
    fireEvent.change(search, { target: { value: ' zed ' } });
    await waitFor(() => expect(status()).toBe('No member matches “zed”'));
    // One request per pause, never one per key: "r" was never asked.
    expect(calls).toEqual([usersUrl(), usersUrl('ro'), usersUrl('zed')]);
    expect(screen.getByRole('combobox', { name: 'User' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps the spec texts of the dialog', async () => {
    openDialog();
    await screen.findByRole('dialog', { name: 'Add Admin' });
    expect(screen.getByRole('combobox', { name: 'User' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add Admin' }).at(-1)!);
    await screen.findByText('Please select a user and role');
  });
});

describe('pickerStatus', () => {
  const base = { error: false, loading: false, searching: false, q: 'ro', found: 2, shown: 2, more: false };
  it('says how many match, and that there are more to narrow', () => {
    expect(pickerStatus(base)).toBe('2 members match');
    expect(pickerStatus({ ...base, more: true, found: 20, shown: 19 })).toBe('The first 19 matches: type more to narrow them');
    expect(pickerStatus({ ...base, q: '', more: true, found: 20, shown: 20 })).toBe('The newest 20 members: search to find others');
  });
  it('names the empty cases readably', () => {
    expect(pickerStatus({ ...base, found: 0, shown: 0 })).toBe('No member matches “ro”');
    expect(pickerStatus({ ...base, found: 1, shown: 0 })).toBe('Every member matching “ro” is already an admin');
    expect(pickerStatus({ ...base, q: '', found: 0, shown: 0 })).toBe('No users to add');
    expect(pickerStatus({ ...base, error: true })).toBe('Could not load users');
    expect(pickerStatus({ ...base, loading: true })).toBe('Loading users...');
  });
});
