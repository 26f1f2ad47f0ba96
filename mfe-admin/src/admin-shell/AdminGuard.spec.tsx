import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AdminCheck, SessionUser } from '@pawpals/contracts';
import { sessionKeys } from '@pawpals/session';
import { AdminGuard, RequireAdminRole } from './AdminGuard';

const user: SessionUser = {
  id: '7d1c9a9e-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Admin',
  username: 'ada',
  email: 'ada@example.com',
  profileImageUrl: null,
  accountType: 'pet_owner',
  emailVerified: true,
};

function LoginProbe() {
  const location = useLocation();
  return <p>login page{(location.state as { accessDenied?: boolean } | null)?.accessDenied ? ' (denied)' : ''}</p>;
}

/** Renders /admin/moderation behind both guards with the session caches already answered (or pending). */
function renderGuarded(session: { user?: SessionUser | null; check?: AdminCheck | 'pending' }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const never = () => new Promise<never>(() => undefined);
  if (session.user !== undefined) client.setQueryData(sessionKeys.currentUser(), session.user);
  if (session.check && session.check !== 'pending') client.setQueryData(sessionKeys.adminCheck(), session.check);
  // A session call not answered above stays pending: the server never answers.
  global.fetch = jest.fn(never) as unknown as typeof fetch;
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/moderation']}>
        <Routes>
          <Route path="/admin/login" element={<LoginProbe />} />
          <Route
            path="/admin/moderation"
            element={
              <AdminGuard>
                <RequireAdminRole role="moderator">
                  <p>moderation queue</p>
                </RequireAdminRole>
              </AdminGuard>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AdminGuard', () => {
  it('shows the verifying spinner while the user check runs', () => {
    renderGuarded({});
    expect(screen.getByText('Verifying admin access...')).toBeTruthy();
  });

  it('shows the verifying spinner while the admin check runs', () => {
    renderGuarded({ user, check: 'pending' });
    expect(screen.getByText('Verifying admin access...')).toBeTruthy();
  });

  it('sends a signed-out visitor to /admin/login', async () => {
    renderGuarded({ user: null });
    await waitFor(() => expect(screen.getByText('login page')).toBeTruthy());
  });

  it('sends a member without an admin role to /admin/login, saying access was denied', async () => {
    renderGuarded({ user, check: { isAdmin: false, role: null } });
    await waitFor(() => expect(screen.getByText('login page (denied)')).toBeTruthy());
  });

  it('shows the insufficient-permissions message to a lower role', () => {
    renderGuarded({ user, check: { isAdmin: true, role: 'content_manager' } });
    expect(
      screen.getByRole('alert').textContent,
    ).toBe('Insufficient Permissions: This page requires moderator privileges. Your current role is content manager.');
    expect(screen.queryByText('moderation queue')).toBeNull();
  });

  it('lets a moderator in', () => {
    renderGuarded({ user, check: { isAdmin: true, role: 'moderator' } });
    expect(screen.getByText('moderation queue')).toBeTruthy();
  });
});
