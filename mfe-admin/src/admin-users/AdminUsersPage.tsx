import { defineMessage, defineMessages, type MessageValue } from 'react-intl';
import { ShieldCheck, Trash2 } from 'lucide-react';
import type { AdminUser } from '@pawpals/contracts';
import { useCurrentUser } from '@pawpals/session';
import { Badge, Button, useIntl } from '@pawpals/ui';
import { AdminPageHeader, EmptyState, ListSkeleton, LoadError } from '../shared/AdminPage';
import { DataTable, Td, Th } from '../shared/Table';
import { formatDate } from '../shared/format';
import { roleLabel } from '../shared/roles';
import { useListAdminUsers } from './api/list-admin-users';
import { useRemoveAdminUser } from './api/remove-admin-user';
import { AddAdminDialog } from './AddAdminDialog';

const messages = defineMessages({
  cannotRemoveSelf: { id: 'admin.adminUsers.cannotRemoveSelf', defaultMessage: 'You cannot remove your own admin access' },
  remove: { id: 'admin.adminUsers.remove', defaultMessage: 'Remove' },
  title: { id: 'admin.adminUsers.title', defaultMessage: 'Admin Users' },
  description: { id: 'admin.adminUsers.description', defaultMessage: 'Who can open the admin portal, and with which role' },
  what: { id: 'admin.adminUsers.loadWhat', defaultMessage: 'the admin users' },
  empty: { id: 'admin.adminUsers.empty', defaultMessage: 'No admin users' },
  email: { id: 'admin.adminUsers.email', defaultMessage: 'Email' },
  role: { id: 'admin.adminUsers.role', defaultMessage: 'Role' },
  added: { id: 'admin.adminUsers.added', defaultMessage: 'Added' },
  actions: { id: 'admin.adminUsers.actions', defaultMessage: 'Actions' },
  you: { id: 'admin.adminUsers.you', defaultMessage: '(you)' },
});
const removeLabel = defineMessage<{ name: MessageValue }>({ id: 'admin.adminUsers.removeLabel', defaultMessage: 'Remove {name}' });

function RemoveButton({ admin, isSelf }: { admin: AdminUser; isSelf: boolean }) {
  const intl = useIntl();
  const remove = useRemoveAdminUser();
  return (
    <Button
      size="sm"
      variant="outline"
      className="text-destructive hover:text-destructive"
      disabled={remove.isPending || isSelf}
      title={isSelf ? intl.formatMessage(messages.cannotRemoveSelf) : undefined}
      aria-label={intl.formatMessage(removeLabel, { name: admin.email || admin.username })}
      onClick={() => remove.mutate(admin.id)}
    >
      <Trash2 aria-hidden="true" /> {intl.formatMessage(messages.remove)}
    </Button>
  );
}

/** /admin/admin-users (super admin only). */
export function AdminUsersPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const admins = useListAdminUsers();
  const { user } = useCurrentUser();
  const rows = admins.data ?? [];
  return (
    <>
      <AdminPageHeader
        title={t(messages.title)}
        description={t(messages.description)}
        icon={<ShieldCheck className="size-5" aria-hidden="true" />}
        actions={<AddAdminDialog admins={rows} />}
      />
      {admins.isError ? (
        <LoadError what={t(messages.what)} error={admins.error} onRetry={() => admins.refetch()} />
      ) : admins.isLoading ? (
        <ListSkeleton rows={3} />
      ) : rows.length === 0 ? (
        <EmptyState title={t(messages.empty)} />
      ) : (
        <DataTable>
          <thead>
            <tr>
              <Th>{t(messages.email)}</Th>
              <Th>{t(messages.role)}</Th>
              <Th>{t(messages.added)}</Th>
              <Th className="text-right">
                <span className="sr-only">{t(messages.actions)}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => {
              const isSelf = !!user && a.userId === user.id;
              return (
                <tr key={a.id} data-testid="admin-user-row">
                  <Td label={t(messages.email)} className="break-all">
                    <span className="font-semibold">{a.email || a.username}</span>
                    {isSelf ? <span className="ml-2 text-xs text-muted-foreground">{t(messages.you)}</span> : null}
                  </Td>
                  <Td label={t(messages.role)}>
                    <Badge variant={a.role === 'super_admin' ? 'default' : 'soft'} className="capitalize">
                      {roleLabel(a.role, intl)}
                    </Badge>
                  </Td>
                  <Td label={t(messages.added)}>
                    <time dateTime={a.createdAt}>{formatDate(a.createdAt, intl)}</time>
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
