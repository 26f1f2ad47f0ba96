import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { UserPlus } from 'lucide-react';
import { ADMIN_ROLES, type AdminUser } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger, InlineAlert, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, toast } from '@pawpals/ui';
import { ADMIN_ROLE_OPTIONS } from '../shared/roles';
import { useRecentMembers } from '../users/api/list-members';
import { displayName } from '../users/members';
import { useAddAdminUser } from './api/add-admin-user';

const SELECT_BOTH = 'Please select a user and role';

/** User and role required, else one message. */
export const addAdminSchema = z.object({
  userId: z.string().min(1, { error: SELECT_BOTH }),
  role: z.enum(ADMIN_ROLES, { error: SELECT_BOTH }),
});
type AddAdminForm = { userId: string; role: string };

/** 'Add Admin' dialog: a member select (GET /api/admin/users) and a role select. */
export function AddAdminDialog({ admins }: { admins: AdminUser[] }) {
  const [open, setOpen] = useState(false);
  const members = useRecentMembers({ enabled: open });
  const create = useAddAdminUser();
  const form = useForm<AddAdminForm>({ resolver: zodResolver(addAdminSchema) as never, defaultValues: { userId: '', role: '' } });
  const { errors } = form.formState;
  const adminUserIds = new Set(admins.map((a) => a.userId));
  const candidates = (members.data ?? []).filter((m) => !adminUserIds.has(m.id));
  const invalid = !!(errors.userId || errors.role);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const onSubmit = form.handleSubmit((data) =>
    create.mutate(addAdminSchema.parse(data), {
      onSuccess: () => {
        toast({ title: 'Admin user created successfully', variant: 'success' });
        onOpenChange(false);
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: 'Failed to create admin user', description: errorMessageOf(error, ''), variant: 'destructive' });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" /> Add Admin
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Admin</DialogTitle>
          <DialogDescription>Give a member access to the admin portal.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="add-admin-user">User</Label>
            <Controller
              control={form.control}
              name="userId"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange} disabled={members.isLoading}>
                  <SelectTrigger id="add-admin-user" aria-invalid={errors.userId ? true : undefined}>
                    <SelectValue placeholder={members.isLoading ? 'Loading users...' : 'Select a user'} />
                  </SelectTrigger>
                  <SelectContent>
                    {candidates.length === 0 ? (
                      <p className="px-3 py-2 text-sm text-muted-foreground">{members.isError ? 'Could not load users' : 'No users to add'}</p>
                    ) : (
                      candidates.map((m) => (
                        <SelectItem key={m.id} value={m.id}>
                          {displayName(m)} ({m.email})
                        </SelectItem>
                      ))
                    )}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="add-admin-role">Role</Label>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="add-admin-role" aria-invalid={errors.role ? true : undefined}>
                    <SelectValue placeholder="Select a role" />
                  </SelectTrigger>
                  <SelectContent>
                    {ADMIN_ROLE_OPTIONS.map((r) => (
                      <SelectItem key={r.value} value={r.value}>
                        {r.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          {invalid ? (
            <InlineAlert className="font-medium">
              {SELECT_BOTH}
            </InlineAlert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Adding...' : 'Add Admin'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
