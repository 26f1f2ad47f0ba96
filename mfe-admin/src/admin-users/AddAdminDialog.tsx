import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Search, UserPlus } from 'lucide-react';
import { ADMIN_ROLES, type AdminUser, type AdminUserListItem } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormSelect,
  IconInput,
  InlineAlert,
  Label,
  SEARCH_DEBOUNCE_MS,
  toast,
  useDebouncedValue,
} from '@pawpals/ui';
import { ADMIN_ROLE_OPTIONS } from '../shared/roles';
import { useMemberPicker } from '../users/api/list-members';
import { displayName } from '../users/members';
import { useAddAdminUser } from './api/add-admin-user';

const SELECT_BOTH = 'Please select a user and role';

/** User and role required, else one message. */
export const addAdminSchema = z.object({
  userId: z.string().min(1, { error: SELECT_BOTH }),
  role: z.enum(ADMIN_ROLES, { error: SELECT_BOTH }),
});
type AddAdminForm = { userId: string; role: string };

/** What the picker says of its choices: loading, searching, none, or how many (and whether there are more). */
export function pickerStatus(state: { error: boolean; loading: boolean; searching: boolean; q: string; found: number; shown: number; more: boolean }): string {
  if (state.error) return 'Could not load users';
  if (state.loading) return 'Loading users...';
  if (state.searching) return 'Searching...';
  if (state.shown === 0 && state.found > 0) return state.q ? `Every member matching “${state.q}” is already an admin` : 'No users to add';
  if (state.shown === 0) return state.q ? `No member matches “${state.q}”` : 'No users to add';
  if (state.more) return state.q ? `The first ${state.shown} matches: type more to narrow them` : `The newest ${state.shown} members: search to find others`;
  if (!state.q) return state.shown === 1 ? '1 member' : `${state.shown} members`;
  return state.shown === 1 ? '1 member matches' : `${state.shown} members match`;
}

/**
 * 'Add Admin' dialog: a member select and a role select. The member select offers the first members the server
 * finds (GET /api/admin/users?q=, email or username) for what is typed in "Find a member", once typing pauses.
 */
export function AddAdminDialog({ admins }: { admins: AdminUser[] }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const members = useMemberPicker(q, { enabled: open });
  // The member chosen stays a choice while another search is shown.
  const [chosen, setChosen] = useState<AdminUserListItem | null>(null);
  const create = useAddAdminUser();
  const form = useForm<AddAdminForm>({ resolver: zodResolver(addAdminSchema) as never, defaultValues: { userId: '', role: '' } });
  const { errors } = form.formState;
  const adminUserIds = new Set(admins.map((a) => a.userId));
  const matches = (members.data?.items ?? []).filter((m) => !adminUserIds.has(m.id));
  const candidates = chosen && !matches.some((m) => m.id === chosen.id) ? [chosen, ...matches] : matches;
  const loading = members.isPending;
  const status = pickerStatus({
    error: members.isError,
    loading,
    searching: search.trim() !== q || (members.isFetching && members.isPlaceholderData),
    q,
    found: members.data?.items.length ?? 0,
    shown: matches.length,
    more: !!members.data?.nextCursor,
  });
  const invalid = !!(errors.userId || errors.role);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    form.reset();
    setSearch('');
    setChosen(null);
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
            <Label htmlFor="add-admin-search">Find a member</Label>
            <IconInput
              icon={Search}
              id="add-admin-search"
              type="search"
              autoComplete="off"
              placeholder="Search by email or username..."
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              aria-describedby="add-admin-matches"
            />
            <p id="add-admin-matches" className="text-sm text-muted-foreground" aria-live="polite" data-testid="add-admin-matches">
              {status}
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="add-admin-user">User</Label>
            <FormSelect
              control={form.control}
              name="userId"
              id="add-admin-user"
              onValueChange={(id) => setChosen(candidates.find((m) => m.id === id) ?? null)}
              disabled={loading || candidates.length === 0}
              placeholder={loading ? 'Loading users...' : 'Select a user'}
              options={candidates.map((m) => ({ value: m.id, label: `${displayName(m)} (${m.email})` }))}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="add-admin-role">Role</Label>
            <FormSelect control={form.control} name="role" id="add-admin-role" placeholder="Select a role" options={ADMIN_ROLE_OPTIONS} />
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
