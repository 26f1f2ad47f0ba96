import { useState } from 'react';
import { defineMessage, defineMessages, type MessageTag, type MessageValue } from 'react-intl';
import { Award, HeartHandshake, MessageSquareText, RotateCcw, Users } from 'lucide-react';
import { hasAdminLevel, ROUTES, type AdminUserListItem } from '@pawpals/contracts';
import { useAdminCheck, useCurrentUser } from '@pawpals/session';
import { Avatar, AvatarFallback, AvatarImage, Badge, Button, ListEnd, SEARCH_DEBOUNCE_MS, useDebouncedValue, useIntl } from '@pawpals/ui';
import { AdminPageHeader, EmptyState, ListSkeleton, LoadError } from '../shared/AdminPage';
import { SearchBox } from '../shared/SearchBox';
import { formatDateTime, SPACE } from '../shared/format';
import { loadedItems } from '../shared/paged-list';
import { displayName, filterMembers } from './members';
import { useListMembers } from './api/list-members';
import { useReinstateUser } from './api/reinstate-user';
import { SuspendDialog } from './SuspendDialog';
import { ListItemCard } from '../shared/ListItemCard';

const messages = defineMessages({
  reinstate: { id: 'admin.users.reinstate', defaultMessage: 'Reinstate' },
  suspended: { id: 'admin.users.suspended', defaultMessage: 'Suspended' },
  badges: { id: 'admin.users.badges', defaultMessage: 'Badges' },
  title: { id: 'admin.users.title', defaultMessage: 'Users' },
  description: { id: 'admin.users.description', defaultMessage: 'Members, their contributions and badges' },
  search: { id: 'admin.users.search', defaultMessage: 'Search users' },
  searchPlaceholder: { id: 'admin.users.searchPlaceholder', defaultMessage: 'Search by email or username...' },
  what: { id: 'admin.users.loadWhat', defaultMessage: 'the users' },
  empty: { id: 'admin.users.empty', defaultMessage: 'No users found' },
  end: { id: 'admin.users.end', defaultMessage: "That's every user" },
  moreError: { id: 'admin.users.moreError', defaultMessage: 'Could not load more users. Please try again.' },
});
const reinstateName = defineMessage<{ name: MessageValue }>({ id: 'admin.users.reinstateName', defaultMessage: 'Reinstate {name}' });
const suspendedUntil = defineMessage<{ until: MessageValue }>({ id: 'admin.users.suspendedUntil', defaultMessage: 'Suspended until {until}' });
const reviews = defineMessage<{ count: number; strong: MessageTag }>({
  id: 'admin.users.reviews',
  defaultMessage: '{count, plural, one {<strong>#</strong> review} other {<strong>#</strong> reviews}}',
});
const petsHelped = defineMessage<{ count: number; strong: MessageTag }>({ id: 'admin.users.petsHelped', defaultMessage: '<strong>{count}</strong> pets helped' });

function initials(u: AdminUserListItem): string {
  return displayName(u).slice(0, 2).toUpperCase();
}

function ReinstateButton({ member }: { member: AdminUserListItem }) {
  const intl = useIntl();
  const reinstate = useReinstateUser();
  return (
    <Button size="sm" variant="outline" disabled={reinstate.isPending} aria-label={intl.formatMessage(reinstateName, { name: displayName(member) })} onClick={() => reinstate.mutate(member.id)}>
      <RotateCcw aria-hidden="true" /> {intl.formatMessage(messages.reinstate)}
    </Button>
  );
}

/** Suspended until when, and why. */
function SuspensionNote({ suspension }: { suspension: NonNullable<AdminUserListItem['suspension']> }) {
  const intl = useIntl();
  return (
    <p className="mt-1 text-sm">
      <Badge variant="destructive">{suspension.until ? intl.formatMessage(suspendedUntil, { until: formatDateTime(suspension.until, intl) }) : intl.formatMessage(messages.suspended)}</Badge>
      {SPACE}
      <span className="break-words text-muted-foreground">{suspension.reason}</span>
    </p>
  );
}

/** Moderators and super admins may suspend (the server also refuses themselves and super admins). */
function MemberRow({ member, canSuspend }: { member: AdminUserListItem; canSuspend: boolean }) {
  const intl = useIntl();
  return (
    <ListItemCard testId="member-row" className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar className="size-11">
          {member.profilePicture ? <AvatarImage src={member.profilePicture} alt="" /> : null}
          <AvatarFallback>{initials(member)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <p className="truncate font-semibold">{displayName(member)}</p>
          <p className="truncate text-sm text-muted-foreground">{member.email}</p>
          {member.suspension ? <SuspensionNote suspension={member.suspension} /> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="inline-flex items-center gap-1.5">
          <MessageSquareText className="size-4 text-muted-foreground" aria-hidden="true" />
          <span>{intl.formatMessage(reviews, { count: member.reviewsCount, strong: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span> })}</span>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <HeartHandshake className="size-4 text-muted-foreground" aria-hidden="true" />
          <span>{intl.formatMessage(petsHelped, { count: member.petsFoundCount, strong: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span> })}</span>
        </span>
        {member.badges.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={intl.formatMessage(messages.badges)}>
            {member.badges.map((b) => (
              <li key={b.name}>
                <Badge variant="soft">
                  <Award aria-hidden="true" /> {b.name}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {canSuspend && member.suspension ? <ReinstateButton member={member} /> : null}
        {canSuspend && !member.suspension ? <SuspendDialog member={member} /> : null}
      </div>
    </ListItemCard>
  );
}

/** /admin/users. */
export function UsersPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { role } = useAdminCheck();
  const { user } = useCurrentUser();
  const mayAct = hasAdminLevel(role, ROUTES.suspendUser.access.admin);
  const [query, setQuery] = useState('');
  // The server searches, once typing pauses; until it answers, what is shown narrows at once.
  const members = useListMembers(useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS));
  const rows = filterMembers(loadedItems(members.data), query);
  return (
    <>
      <AdminPageHeader title={t(messages.title)} description={t(messages.description)} icon={<Users className="size-5" aria-hidden="true" />} />
      <SearchBox label={t(messages.search)} placeholder={t(messages.searchPlaceholder)} value={query} onChange={setQuery} />
      {members.isError ? (
        <LoadError what={t(messages.what)} error={members.error} onRetry={() => members.refetch()} />
      ) : members.isLoading ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState icon={<Users className="size-8" aria-hidden="true" />} title={t(messages.empty)} />
      ) : (
        <>
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {rows.map((m) => (
              <MemberRow key={m.id} member={m} canSuspend={mayAct && m.id !== user?.id} />
            ))}
          </ul>
          <ListEnd list={members} endText={t(messages.end)} errorText={t(messages.moreError)} endTestId="users-end" />
        </>
      )}
    </>
  );
}
