import { useState } from 'react';
import { Award, HeartHandshake, MessageSquareText, RotateCcw, Users } from 'lucide-react';
import { hasAdminLevel, ROUTES, type AdminUserListItem } from '@pawpals/contracts';
import { useAdminCheck, useCurrentUser } from '@pawpals/session';
import { Avatar, AvatarFallback, AvatarImage, Badge, Button, ListEnd, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@pawpals/ui';
import { AdminPageHeader, EmptyState, ListSkeleton, LoadError } from '../shared/AdminPage';
import { SearchBox } from '../shared/SearchBox';
import { formatDateTime } from '../shared/format';
import { loadedItems } from '../shared/paged-list';
import { displayName, filterMembers } from './members';
import { useListMembers } from './api/list-members';
import { useReinstateUser } from './api/reinstate-user';
import { SuspendDialog } from './SuspendDialog';
import { ListItemCard } from '../shared/ListItemCard';

function initials(u: AdminUserListItem): string {
  return displayName(u).slice(0, 2).toUpperCase();
}

function ReinstateButton({ member }: { member: AdminUserListItem }) {
  const reinstate = useReinstateUser();
  return (
    <Button size="sm" variant="outline" disabled={reinstate.isPending} aria-label={`Reinstate ${displayName(member)}`} onClick={() => reinstate.mutate(member.id)}>
      <RotateCcw aria-hidden="true" /> Reinstate
    </Button>
  );
}

/** Suspended until when, and why. */
function SuspensionNote({ suspension }: { suspension: NonNullable<AdminUserListItem['suspension']> }) {
  return (
    <p className="mt-1 text-sm">
      <Badge variant="destructive">{suspension.until ? `Suspended until ${formatDateTime(suspension.until)}` : 'Suspended'}</Badge>{' '}
      <span className="break-words text-muted-foreground">{suspension.reason}</span>
    </p>
  );
}

/** Moderators and super admins may suspend (the server also refuses themselves and super admins). */
function MemberRow({ member, canSuspend }: { member: AdminUserListItem; canSuspend: boolean }) {
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
          <span className="font-semibold tabular-nums">{member.reviewsCount}</span> {member.reviewsCount === 1 ? 'review' : 'reviews'}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <HeartHandshake className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="font-semibold tabular-nums">{member.petsFoundCount}</span> pets helped
        </span>
        {member.badges.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Badges">
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
  const { role } = useAdminCheck();
  const { user } = useCurrentUser();
  const mayAct = hasAdminLevel(role, ROUTES.suspendUser.access.admin);
  const [query, setQuery] = useState('');
  // The server searches, once typing pauses; until it answers, what is shown narrows at once.
  const members = useListMembers(useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS));
  const rows = filterMembers(loadedItems(members.data), query);
  return (
    <>
      <AdminPageHeader title="Users" description="Members, their contributions and badges" icon={<Users className="size-5" aria-hidden="true" />} />
      <SearchBox label="Search users" placeholder="Search by email or username..." value={query} onChange={setQuery} />
      {members.isError ? (
        <LoadError what="the users" error={members.error} onRetry={() => members.refetch()} />
      ) : members.isLoading ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState icon={<Users className="size-8" aria-hidden="true" />} title="No users found" />
      ) : (
        <>
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {rows.map((m) => (
              <MemberRow key={m.id} member={m} canSuspend={mayAct && m.id !== user?.id} />
            ))}
          </ul>
          <ListEnd list={members} endText="That's every user" errorText="Could not load more users. Please try again." endTestId="users-end" />
        </>
      )}
    </>
  );
}
