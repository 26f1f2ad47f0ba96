import { defineMessage, defineMessages, type MessageValue } from 'react-intl';
import { Check, ExternalLink, Flag, MapPin, PawPrint, Phone, ShieldAlert, User, X } from 'lucide-react';
import type { AdminUserListItem, LostFoundPet, ReportedContent } from '@pawpals/contracts';
import { Badge, Button, ListEnd, PetThumbnail, Photo, Tabs, TabsContent, TabsList, TabsTrigger, useIntl } from '@pawpals/ui';
import { AdminPageHeader, EmptyState, ListSkeleton, LoadError } from '../shared/AdminPage';
import { DOT, formatDate, SPACE } from '../shared/format';
import { postTypeText, reportedTypeText, reportStatusText, speciesText } from '../shared/labels';
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

const messages = defineMessages({
  pet: { id: 'admin.moderation.pet', defaultMessage: 'pet' },
  unknownSpecies: { id: 'admin.moderation.unknownSpecies', defaultMessage: 'Unknown species' },
  unknownBreed: { id: 'admin.moderation.unknownBreed', defaultMessage: 'Unknown breed' },
  messagesOnly: { id: 'admin.moderation.messagesOnly', defaultMessage: '(private: the poster chose messages only)' },
  allPhotos: { id: 'admin.moderation.allPhotos', defaultMessage: 'All photos' },
  openPost: { id: 'admin.moderation.openPost', defaultMessage: 'Open post' },
  approve: { id: 'admin.moderation.approve', defaultMessage: 'Approve' },
  reject: { id: 'admin.moderation.reject', defaultMessage: 'Reject' },
  contentGone: { id: 'admin.moderation.contentGone', defaultMessage: 'The content no longer exists' },
  open: { id: 'admin.moderation.open', defaultMessage: 'Open' },
  title: { id: 'admin.moderation.title', defaultMessage: 'Moderation' },
  description: { id: 'admin.moderation.description', defaultMessage: 'Review new lost & found posts and reported content' },
  petsWhat: { id: 'admin.moderation.petsLoadWhat', defaultMessage: 'the pending pets' },
  noPets: { id: 'admin.moderation.noPets', defaultMessage: 'No pending pets' },
  petsEnd: { id: 'admin.moderation.petsEnd', defaultMessage: "That's every pending pet" },
  petsMoreError: { id: 'admin.moderation.petsMoreError', defaultMessage: 'Could not load more pending pets. Please try again.' },
  reportsWhat: { id: 'admin.moderation.reportsLoadWhat', defaultMessage: 'the reported content' },
  noReports: { id: 'admin.moderation.noReports', defaultMessage: 'No reported content' },
  reportsEnd: { id: 'admin.moderation.reportsEnd', defaultMessage: "That's every report" },
  reportsMoreError: { id: 'admin.moderation.reportsMoreError', defaultMessage: 'Could not load more reports. Please try again.' },
});
const aside = defineMessage<{ name: MessageValue }>({ id: 'admin.moderation.petNameAside', defaultMessage: '({name})' });
const petTitle = defineMessage<{ type: MessageValue; species: MessageValue }>({ id: 'admin.moderation.petTitle', defaultMessage: '{type} {species}' });
const photoOf = defineMessage<{ title: MessageValue }>({ id: 'admin.moderation.photoOf', defaultMessage: 'Photo of {title}' });
const photoNOf = defineMessage<{ n: number; title: MessageValue }>({ id: 'admin.moderation.photoNOf', defaultMessage: 'Photo {n} of {title}' });
const photoNOfBroken = defineMessage<{ n: number; title: MessageValue }>({ id: 'admin.moderation.photoNOfBroken', defaultMessage: 'Photo {n} of {title} (cannot be shown)' });
const postedBy = defineMessage<{ name: MessageValue; email: MessageValue }>({ id: 'admin.moderation.postedBy', defaultMessage: 'Posted by {name} ({email})' });
const posted = defineMessage<{ date: MessageValue }>({ id: 'admin.moderation.posted', defaultMessage: 'Posted {date}' });
const reported = defineMessage<{ date: MessageValue }>({ id: 'admin.moderation.reported', defaultMessage: 'Reported {date}' });
const pendingPetsTab = defineMessage<{ count: MessageValue }>({ id: 'admin.moderation.pendingPetsTab', defaultMessage: 'Pending Pets ({count})' });
const reportedTab = defineMessage<{ count: MessageValue }>({ id: 'admin.moderation.reportedTab', defaultMessage: 'Reported Content ({count})' });

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
  const intl = useIntl();
  const t = intl.formatMessage;
  const moderate = useModerateLostFoundPet();
  const busy = moderate.isPending;
  const lost = pet.type === 'lost';
  const title = pet.petName
    ? `${pet.petName}`
    : t(petTitle, { type: postTypeText(pet.type, intl), species: pet.species ? speciesText(pet.species, intl).toLowerCase() : t(messages.pet) });
  const postedOn = <time dateTime={pet.createdAt}>{formatDate(pet.createdAt, intl)}</time>;
  return (
    <ListItemCard testId="pending-pet" className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <PetThumbnail
        pet={pet}
        px={80}
        alt={t(photoOf, { title })}
        className="size-20 rounded-2xl border border-border"
        fallbackClassName="size-20 rounded-2xl bg-muted text-muted-foreground"
        iconClassName="size-8"
        testId="photo-placeholder"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={lost ? 'destructive' : 'success'}>{postTypeText(lost ? 'lost' : 'found', intl)}</Badge>
          <span className="font-semibold">{pet.species ? speciesText(pet.species, intl) : t(messages.unknownSpecies)}</span>
          <span className="text-muted-foreground">{DOT}</span>
          <span>{pet.breed || t(messages.unknownBreed)}</span>
          {pet.petName ? <span className="text-muted-foreground">{t(aside, { name: pet.petName })}</span> : null}
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
              {t(postedBy, { name: displayName(poster), email: poster.email })}
            </span>
          </p>
        ) : null}
        {pet.contactInfo ? (
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="pending-pet-contact">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {pet.contactInfo}
            {pet.contactPreference === 'messages' ? (
              <>
                {SPACE}
                {t(messages.messagesOnly)}
              </>
            ) : null}
          </p>
        ) : null}
        <p className="mt-0.5 text-xs text-muted-foreground">
          {t(posted, { date: postedOn })}
        </p>
        {pet.photoUrls.length > 1 ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t(messages.allPhotos)}>
            {pet.photoUrls.map((url, i) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <Photo
                    src={url}
                    alt={t(photoNOf, { n: i + 1, title })}
                    width={56}
                    height={56}
                    sizes="56px"
                    className="size-14 rounded-xl border border-border object-cover"
                    fallback={<span className="block size-14 rounded-xl bg-muted" role="img" aria-label={t(photoNOfBroken, { n: i + 1, title })} />}
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-2">
          <OpenLink href={`/lost-found/${pet.id}`} label={t(messages.openPost)} />
        </div>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => moderate.mutate({ id: pet.id, approvalStatus: 'approved' })}>
          <Check aria-hidden="true" /> {t(messages.approve)}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => moderate.mutate({ id: pet.id, approvalStatus: 'rejected' })}>
          <X aria-hidden="true" /> {t(messages.reject)}
        </Button>
      </div>
    </ListItemCard>
  );
}

/** A report, what it names (opened in a new tab) and the two decisions, each with its reason. */
function ReportRow({ report }: { report: ReportedContent }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <ListItemCard testId="reported-item" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex items-center gap-2">
          <Badge variant="outline">{reportedTypeText(report.contentType, intl)}</Badge>
          <Badge variant="warning">{reportStatusText(report.status, intl)}</Badge>
        </div>
        {report.content ? (
          <p className="mt-1.5 break-words text-sm font-semibold" data-testid="reported-item-title">
            {report.content.title}
          </p>
        ) : (
          <p className="mt-1.5 text-sm text-muted-foreground">{t(messages.contentGone)}</p>
        )}
        <p className="mt-1 break-words text-sm">{report.reason}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          {t(reported, { date: <time dateTime={report.createdAt}>{formatDate(report.createdAt, intl)}</time> })}
        </p>
        {report.content?.link ? (
          <div className="mt-1.5">
            <OpenLink href={report.content.link} label={t(messages.open)} />
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
  const intl = useIntl();
  const t = intl.formatMessage;
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
      <AdminPageHeader title={t(messages.title)} description={t(messages.description)} icon={<ShieldAlert className="size-5" aria-hidden="true" />} />
      <Tabs defaultValue="pets">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="pets">{t(pendingPetsTab, { count: petTotal })}</TabsTrigger>
          <TabsTrigger value="reports">{t(reportedTab, { count: reportTotal })}</TabsTrigger>
        </TabsList>
        <TabsContent value="pets">
          {pets.isError ? (
            <LoadError what={t(messages.petsWhat)} error={pets.error} onRetry={() => pets.refetch()} />
          ) : pets.isLoading ? (
            <ListSkeleton rows={3} />
          ) : petCount === 0 ? (
            <EmptyState icon={<PawPrint className="size-8" aria-hidden="true" />} title={t(messages.noPets)} />
          ) : (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
              {pendingPets.map((p) => (
                <PendingPetRow key={p.id} pet={p} poster={p.posterId ? memberById.get(p.posterId) : undefined} />
              ))}
            </ul>
          )}
          {petCount > 0 ? <ListEnd list={pets} endText={t(messages.petsEnd)} errorText={t(messages.petsMoreError)} endTestId="pending-pets-end" /> : null}
        </TabsContent>
        <TabsContent value="reports">
          {reports.isError ? (
            <LoadError what={t(messages.reportsWhat)} error={reports.error} onRetry={() => reports.refetch()} />
          ) : reports.isLoading ? (
            <ListSkeleton rows={3} />
          ) : reportCount === 0 ? (
            <EmptyState icon={<Flag className="size-8" aria-hidden="true" />} title={t(messages.noReports)} />
          ) : (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
              {pendingReports.map((r) => (
                <ReportRow key={r.id} report={r} />
              ))}
            </ul>
          )}
          {reportCount > 0 ? <ListEnd list={reports} endText={t(messages.reportsEnd)} errorText={t(messages.reportsMoreError)} endTestId="reports-end" /> : null}
        </TabsContent>
      </Tabs>
    </>
  );
}
