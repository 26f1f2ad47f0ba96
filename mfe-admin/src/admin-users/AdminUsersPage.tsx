import { ShieldCheck, Trash2 } from 'lucide-react';
import type { AdminUser } from '@pawpals/contracts';
import { useCurrentUser } from '@pawpals/session';
import { Badge, Button } from '@pawpals/ui';
import { AdminPageHeader, EmptyState, ListSkeleton, LoadError } from '../shared/AdminPage';
import { DataTable, Td, Th } from '../shared/Table';
import { formatDate } from '../shared/format';
import { roleLabel } from '../shared/roles';
import { useListAdminUsers } from './api/list-admin-users';
import { useRemoveAdminUser } from './api/remove-admin-user';
import { AddAdminDialog } from './AddAdminDialog';

function RemoveButton({ admin, isSelf }: { admin: AdminUser; isSelf: boolean }) {
  const remove = useRemoveAdminUser();
  return (
    <Button
      size="sm"
      variant="outline"
      className="text-destructive hover:text-destructive"
      disabled={remove.isPending || isSelf}
      title={isSelf ? 'You cannot remove your own admin access' : undefined}
      aria-label={`Remove ${admin.email || admin.username}`}
      onClick={() => remove.mutate(admin.id)}
    >
      <Trash2 aria-hidden="true" /> Remove
    </Button>
  );
}

/** /admin/admin-users (super admin only). */
export function AdminUsersPage() {
  const admins = useListAdminUsers();
  const { user } = useCurrentUser();
  const rows = admins.data ?? [];
  return (
    <>
      <AdminPageHeader
        title="Admin Users"
        description="Who can open the admin portal, and with which role"
        icon={<ShieldCheck className="size-5" aria-hidden="true" />}
        actions={<AddAdminDialog admins={rows} />}
      />
      {admins.isError ? (
        <LoadError what="the admin users" error={admins.error} onRetry={() => admins.refetch()} />
      ) : admins.isLoading ? (
        <ListSkeleton rows={3} />
      ) : rows.length === 0 ? (
        <EmptyState title="No admin users" />
      ) : (
        <DataTable>
          <thead>
            <tr>
              <Th>Email</Th>
              <Th>Role</Th>
              <Th>Added</Th>
              <Th className="text-right">
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => {
              const isSelf = !!user && a.userId === user.id;
              return (
                <tr key={a.id} data-testid="admin-user-row">
                  <Td label="Email" className="break-all">
                    <span className="font-semibold">{a.email || a.username}</span>
                    {isSelf ? <span className="ml-2 text-xs text-muted-foreground">(you)</span> : null}
                  </Td>
                  <Td label="Role">
                    <Badge variant={a.role === 'super_admin' ? 'default' : 'soft'} className="capitalize">
                      {roleLabel(a.role)}
                    </Badge>
                  </Td>
                  <Td label="Added">
                    <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
                  </Td>
                  <Td className="text-right max-sm:mt-1">
                    <RemoveButton admin={a} isSelf={isSelf} />
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
    </>
  );
}
