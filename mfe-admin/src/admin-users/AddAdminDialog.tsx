import { useState } from 'react';
import { defineMessage, defineMessages, type IntlShape, type MessageValue } from 'react-intl';
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
  useIntl,
  englishIntl,
} from '@pawpals/ui';
import { adminRoleOptions } from '../shared/roles';
import { useMemberPicker } from '../users/api/list-members';
import { displayName } from '../users/members';
import { useAddAdminUser } from './api/add-admin-user';

const messages = defineMessages({
  selectBoth: { id: 'admin.addAdmin.selectBoth', defaultMessage: 'Please select a user and role' },
  couldNotLoadUsers: { id: 'admin.addAdmin.couldNotLoadUsers', defaultMessage: 'Could not load users' },
  loadingUsers: { id: 'admin.addAdmin.loadingUsers', defaultMessage: 'Loading users...' },
  searching: { id: 'admin.addAdmin.searching', defaultMessage: 'Searching...' },
  noUsersToAdd: { id: 'admin.addAdmin.noUsersToAdd', defaultMessage: 'No users to add' },
  created: { id: 'admin.addAdmin.created', defaultMessage: 'Admin user created successfully' },
  createFailed: { id: 'admin.addAdmin.createFailed', defaultMessage: 'Failed to create admin user' },
  addAdmin: { id: 'admin.addAdmin.addAdmin', defaultMessage: 'Add Admin' },
  description: { id: 'admin.addAdmin.description', defaultMessage: 'Give a member access to the admin portal.' },
  findMember: { id: 'admin.addAdmin.findMember', defaultMessage: 'Find a member' },
  searchPlaceholder: { id: 'admin.addAdmin.searchPlaceholder', defaultMessage: 'Search by email or username...' },
  user: { id: 'admin.addAdmin.user', defaultMessage: 'User' },
  selectUser: { id: 'admin.addAdmin.selectUser', defaultMessage: 'Select a user' },
  role: { id: 'admin.addAdmin.role', defaultMessage: 'Role' },
  selectRole: { id: 'admin.addAdmin.selectRole', defaultMessage: 'Select a role' },
  cancel: { id: 'admin.addAdmin.cancel', defaultMessage: 'Cancel' },
  adding: { id: 'admin.addAdmin.adding', defaultMessage: 'Adding...' },
});
const allAdmins = defineMessage<{ q: MessageValue }>({ id: 'admin.addAdmin.allAdmins', defaultMessage: 'Every member matching “{q}” is already an admin' });
const noMatch = defineMessage<{ q: MessageValue }>({ id: 'admin.addAdmin.noMatch', defaultMessage: 'No member matches “{q}”' });
const firstMatches = defineMessage<{ count: number }>({ id: 'admin.addAdmin.firstMatches', defaultMessage: 'The first {count} matches: type more to narrow them' });
const newestMembers = defineMessage<{ count: number }>({ id: 'admin.addAdmin.newestMembers', defaultMessage: 'The newest {count} members: search to find others' });
const memberCount = defineMessage<{ count: number }>({ id: 'admin.addAdmin.memberCount', defaultMessage: '{count, plural, one {# member} other {# members}}' });
const matchCount = defineMessage<{ count: number }>({ id: 'admin.addAdmin.matchCount', defaultMessage: '{count, plural, one {# member matches} other {# members match}}' });
const memberOption = defineMessage<{ name: MessageValue; email: MessageValue }>({ id: 'admin.addAdmin.memberOption', defaultMessage: '{name} ({email})' });

/** The one problem of the form (English: the schema's own; the dialog shows it in the page's language). */
const SELECT_BOTH = englishIntl.formatMessage(messages.selectBoth);

/** User and role required, else one message. */
export const addAdminSchema = z.object({
  userId: z.string().min(1, { error: SELECT_BOTH }),
  role: z.enum(ADMIN_ROLES, { error: SELECT_BOTH }),
});
type AddAdminForm = { userId: string; role: string };

/** What the picker says of its choices: loading, searching, none, or how many (and whether there are more). */
export function pickerStatus(
  state: { error: boolean; loading: boolean; searching: boolean; q: string; found: number; shown: number; more: boolean },
  intl: IntlShape = englishIntl,
): string {
  const t = intl.formatMessage;
  if (state.error) return t(messages.couldNotLoadUsers);
  if (state.loading) return t(messages.loadingUsers);
  if (state.searching) return t(messages.searching);
  if (state.shown === 0 && state.found > 0) return state.q ? t(allAdmins, { q: state.q }) : t(messages.noUsersToAdd);
  if (state.shown === 0) return state.q ? t(noMatch, { q: state.q }) : t(messages.noUsersToAdd);
  if (state.more) return state.q ? t(firstMatches, { count: state.shown }) : t(newestMembers, { count: state.shown });
  if (!state.q) return t(memberCount, { count: state.shown });
  return t(matchCount, { count: state.shown });
}

/**
 * 'Add Admin' dialog: a member select and a role select. The member select offers the first members the server
 * finds (GET /api/admin/users?q=, email or username) for what is typed in "Find a member", once typing pauses.
 */
export function AddAdminDialog({ admins }: { admins: AdminUser[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
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
  }, intl);
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
        toast({ title: t(messages.created), variant: 'success' });
        onOpenChange(false);
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: t(messages.createFailed), description: errorMessageOf(error, ''), variant: 'destructive' });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" /> {t(messages.addAdmin)}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(messages.addAdmin)}</DialogTitle>
          <DialogDescription>{t(messages.description)}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="add-admin-search">{t(messages.findMember)}</Label>
            <IconInput
              icon={Search}
              id="add-admin-search"
              type="search"
              autoComplete="off"
              placeholder={t(messages.searchPlaceholder)}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              aria-describedby="add-admin-matches"
            />
            <p id="add-admin-matches" className="text-sm text-muted-foreground" aria-live="polite" data-testid="add-admin-matches">
              {status}
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="add-admin-user">{t(messages.user)}</Label>
            <FormSelect
              control={form.control}
              name="userId"
              id="add-admin-user"
              onValueChange={(id) => setChosen(candidates.find((m) => m.id === id) ?? null)}
              disabled={loading || candidates.length === 0}
              placeholder={loading ? t(messages.loadingUsers) : t(messages.selectUser)}
              options={candidates.map((m) => ({ value: m.id, label: t(memberOption, { name: displayName(m), email: m.email }) }))}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="add-admin-role">{t(messages.role)}</Label>
            <FormSelect control={form.control} name="role" id="add-admin-role" placeholder={t(messages.selectRole)} options={adminRoleOptions(intl)} />
          </div>
          {invalid ? (
            <InlineAlert className="font-medium">
              {t(messages.selectBoth)}
            </InlineAlert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t(messages.cancel)}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t(messages.adding) : t(messages.addAdmin)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
