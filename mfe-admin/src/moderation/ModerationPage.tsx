import { Check, ExternalLink, Flag, MapPin, PawPrint, Phone, ShieldAlert, User, X } from 'lucide-react';
import type { AdminUserListItem, LostFoundPet, ReportedContent } from '@pawpals/contracts';
import { Badge, Button, ListEnd, PetThumbnail, Photo, Tabs, TabsContent, TabsList, TabsTrigger } from '@pawpals/ui';
import { AdminPageHeader, EmptyState, ListSkeleton, LoadError } from '../shared/AdminPage';
import { formatDate, titleCase } from '../shared/format';
import { useRecentMembers } from '../users/api/list-members';
import { loadedItems } from '../shared/paged-list';
import { displayName } from '../users/members';
import { useGetPendingLostFoundPetsCount } from './api/get-pending-lost-found-pets-count';
import { useGetReportedContentCount } from './api/get-reported-content-count';
import { useListPendingLostFoundPets } from './api/list-pending-lost-found-pets';
import { useListReportedContent } from './api/list-reported-content';
import { useModerateLostFoundPet } from './api/moderate-lost-found-pet';
import { ReportActionDialog } from './ReportActionDialog';
import { ListItemCard } from '../shared/ListItemCard';

/** Opens the content's own page in a new tab, so the queue stays where it was. */
function OpenLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
      {label} <ExternalLink className="size-3.5" aria-hidden="true" />
    </a>
  );
}

/** The whole post before deciding: every photo, the description, who posted it and where. */
function PendingPetRow({ pet, poster }: { pet: LostFoundPet; poster: AdminUserListItem | undefined }) {
  const moderate = useModerateLostFoundPet();
  const busy = moderate.isPending;
  const lost = pet.type === 'lost';
  const title = pet.petName ? `${pet.petName}` : `${titleCase(pet.type)} ${pet.species ?? 'pet'}`;
  return (
    <ListItemCard testId="pending-pet" className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <PetThumbnail
        pet={pet}
        px={80}
        alt={`Photo of ${title}`}
        className="size-20 rounded-2xl border border-border"
        fallbackClassName="size-20 rounded-2xl bg-muted text-muted-foreground"
        iconClassName="size-8"
        testId="photo-placeholder"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={lost ? 'destructive' : 'success'}>{lost ? 'Lost' : 'Found'}</Badge>
          <span className="font-semibold">{pet.species ? titleCase(pet.species) : 'Unknown species'}</span>
          <span className="text-muted-foreground">·</span>
          <span>{pet.breed || 'Unknown breed'}</span>
          {pet.petName ? <span className="text-muted-foreground">({pet.petName})</span> : null}
        </div>
        <p className="mt-1.5 whitespace-pre-line break-words text-sm" data-testid="pending-pet-description">
          {pet.description}
        </p>
        <p className="mt-1.5 flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {pet.lastSeenLocation}
        </p>
        {poster ? (
          <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground" data-testid="pending-pet-poster">
            <User className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">
              Posted by {displayName(poster)} ({poster.email})
            </span>
          </p>
        ) : null}
        {pet.contactInfo ? (
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="pending-pet-contact">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {pet.contactInfo}
            {pet.contactPreference === 'messages' ? ' (private: the poster chose messages only)' : null}
          </p>
        ) : null}
        <p className="mt-0.5 text-xs text-muted-foreground">
          Posted <time dateTime={pet.createdAt}>{formatDate(pet.createdAt)}</time>
        </p>
        {pet.photoUrls.length > 1 ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="All photos">
            {pet.photoUrls.map((url, i) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <Photo
                    src={url}
                    alt={`Photo ${i + 1} of ${title}`}
                    width={56}
                    height={56}
                    sizes="56px"
                    className="size-14 rounded-xl border border-border object-cover"
                    fallback={<span className="block size-14 rounded-xl bg-muted" role="img" aria-label={`Photo ${i + 1} of ${title} (cannot be shown)`} />}
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-2">
          <OpenLink href={`/lost-found/${pet.id}`} label="Open post" />
        </div>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => moderate.mutate({ id: pet.id, approvalStatus: 'approved' })}>
          <Check aria-hidden="true" /> Approve
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => moderate.mutate({ id: pet.id, approvalStatus: 'rejected' })}>
          <X aria-hidden="true" /> Reject
        </Button>
      </div>
    </ListItemCard>
  );
}

/** A report, what it names (opened in a new tab) and the two decisions, each with its reason. */
function ReportRow({ report }: { report: ReportedContent }) {
  return (
    <ListItemCard testId="reported-item" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex items-center gap-2">
          <Badge variant="outline">{titleCase(report.contentType)}</Badge>
          <Badge variant="warning">{titleCase(report.status)}</Badge>
        </div>
        {report.content ? (
          <p className="mt-1.5 break-words text-sm font-semibold" data-testid="reported-item-title">
            {report.content.title}
          </p>
        ) : (
          <p className="mt-1.5 text-sm text-muted-foreground">The content no longer exists</p>
        )}
        <p className="mt-1 break-words text-sm">{report.reason}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          Reported <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
        </p>
        {report.content?.link ? (
          <div className="mt-1.5">
            <OpenLink href={report.content.link} label="Open" />
          </div>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        {report.content ? <ReportActionDialog report={report} action="remove" /> : null}
        <ReportActionDialog report={report} action="dismiss" />
      </div>
    </ListItemCard>
  );
}

/**
 * A tab's count: the service's total; until it answers (or if it fails), the loaded rows when they are the
 * whole list (no next page), else an ellipsis rather than a number that is too small.
 */
function tabCount(total: number | undefined, list: { isSuccess: boolean; hasNextPage: boolean }, loaded: number): number | string {
  if (total !== undefined) return total;
  return list.isSuccess && !list.hasNextPage ? loaded : '…';
}

/** /admin/moderation (moderator or higher). */
export function ModerationPage() {
  const pets = useListPendingLostFoundPets();
  const reports = useListReportedContent();
  const members = useRecentMembers();
  const memberById = new Map((members.data ?? []).map((m) => [m.id, m]));
  const pendingPets = loadedItems(pets.data);
  const pendingReports = loadedItems(reports.data);
  // What is loaded so far; "Load more" below each list reads the rest.
  const petCount = pendingPets.length;
  const reportCount = pendingReports.length;
  // The tabs count every pending item, from the services, whatever page is loaded.
  const petTotal = tabCount(useGetPendingLostFoundPetsCount().data, pets, petCount);
  const reportTotal = tabCount(useGetReportedContentCount().data, reports, reportCount);
  return (
    <>
      <AdminPageHeader title="Moderation" description="Review new lost & found posts and reported content" icon={<ShieldAlert className="size-5" aria-hidden="true" />} />
      <Tabs defaultValue="pets">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="pets">Pending Pets ({petTotal})</TabsTrigger>
          <TabsTrigger value="reports">Reported Content ({reportTotal})</TabsTrigger>
        </TabsList>
        <TabsContent value="pets">
          {pets.isError ? (
            <LoadError what="the pending pets" error={pets.error} onRetry={() => pets.refetch()} />
          ) : pets.isLoading ? (
            <ListSkeleton rows={3} />
          ) : petCount === 0 ? (
            <EmptyState icon={<PawPrint className="size-8" aria-hidden="true" />} title="No pending pets" />
          ) : (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
              {pendingPets.map((p) => (
                <PendingPetRow key={p.id} pet={p} poster={p.posterId ? memberById.get(p.posterId) : undefined} />
              ))}
            </ul>
          )}
          {petCount > 0 ? <ListEnd list={pets} endText="That's every pending pet" errorText="Could not load more pending pets. Please try again." endTestId="pending-pets-end" /> : null}
        </TabsContent>
        <TabsContent value="reports">
          {reports.isError ? (
            <LoadError what="the reported content" error={reports.error} onRetry={() => reports.refetch()} />
          ) : reports.isLoading ? (
            <ListSkeleton rows={3} />
          ) : reportCount === 0 ? (
            <EmptyState icon={<Flag className="size-8" aria-hidden="true" />} title="No reported content" />
          ) : (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
              {pendingReports.map((r) => (
                <ReportRow key={r.id} report={r} />
              ))}
            </ul>
          )}
          {reportCount > 0 ? <ListEnd list={reports} endText="That's every report" errorText="Could not load more reports. Please try again." endTestId="reports-end" /> : null}
        </TabsContent>
      </Tabs>
    </>
  );
}
