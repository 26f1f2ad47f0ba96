import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import {
  ArrowLeft,
  CheckCircle2,
  Clock,
  HeartHandshake,
  MapPin,
  RotateCcw,
  SearchX,
  ShieldAlert,
  Tag,
} from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { petFirstScreenFacts, petPageTitle, type LostFoundPet, type Sighting } from '@pawpals/contracts';
import { usePageTitle } from '@pawpals/session';
import { ApiError, isUnauthorizedError } from '@pawpals/api-client';
import {
  Button,
  Card,
  CardContent,
  firstScreenOf,
  PawPlaceholder,
  PendingButton,
  PetPageHead,
  PetPageLayout,
  PetPageSkeleton,
  PetPageTop,
  petDate,
  PetTypeBadge,
  ResolvedBadge,
  Textarea,
  toast,
  useDeferredData,
  useIntl,
  useLocale,
} from '@pawpals/ui';
import { detailLabel, petTitleOf } from '../shared/pet-words';
import { useGetLostFoundPet } from './api/get-lost-found-pet';
import { useSetLostFoundPetStatus } from './api/set-lost-found-pet-status';
import { petMarker, sightingMarker, type MapMarker } from '../shared/map/map-marker';
import { PetMap } from '../shared/map/PetMap';
import { ContactCallout } from './contact/ContactCallout';
import { ContactPreferenceControl } from './contact/ContactPreferenceControl';
import { PrimaryContact } from './contact/PrimaryContact';
import { shownPhone } from './contact/contact';
import { AfterPosting, useJustPosted } from './after-posting/AfterPosting';
import { NearbyVets } from './NearbyVets';
import { PetPhotoGallery, petPhotosOf } from './PetPhotoGallery';
import { EditPhotosDialog } from './photos/EditPhotosDialog';
import { ReportPostDialog } from './report/ReportPostDialog';
import { PossibleMatches } from './PossibleMatches';
import { PetShareButtons, PrintFlyerButton } from './sharing';
import { useListSightings } from './sightings/api/list-sightings';
import { SightingsSection } from './sightings/SightingsSection';

const messages = defineMessages({
  back: { id: 'lostfound.detail.back', defaultMessage: 'Back to Lost & Found' },
  statusUpdated: { id: 'lostfound.detail.statusUpdated', defaultMessage: 'Pet status updated' },
  error: { id: 'lostfound.detail.error', defaultMessage: 'Error' },
  statusFailed: { id: 'lostfound.detail.statusFailed', defaultMessage: 'Failed to update pet status' },
  yourPost: { id: 'lostfound.detail.yourPost', defaultMessage: 'Your post' },
  notShownPublicly: { id: 'lostfound.detail.notShownPublicly', defaultMessage: 'Not shown publicly' },
  removedByModerator: defineMessage<{ reason: string }>({
    id: 'lostfound.detail.removedByModerator',
    defaultMessage: 'Removed by a moderator: {reason}',
  }),
  pendingReview: { id: 'lostfound.detail.pendingReview', defaultMessage: 'Pending review' },
  pendingText: {
    id: 'lostfound.detail.pendingText',
    defaultMessage:
      'A moderator will check your post shortly. Until it is approved only you can see it; it then appears on the public board and map.',
  },
  notApproved: { id: 'lostfound.detail.notApproved', defaultMessage: 'Not approved' },
  notApprovedText: {
    id: 'lostfound.detail.notApprovedText',
    defaultMessage:
      'A moderator did not approve this post, so it is not shown publicly. You can create a new post with a clear photo and accurate details.',
  },
  reunited: { id: 'lostfound.detail.reunited', defaultMessage: 'Reunited!' },
  markedHome: {
    id: 'lostfound.detail.markedHome',
    defaultMessage: 'You marked this pet as home. Thank you for letting the community know.',
  },
  markedHomeOn: defineMessage<{ date: string }>({
    id: 'lostfound.detail.markedHomeOn',
    defaultMessage: 'You marked this pet as home on {date}. Thank you for letting the community know.',
  }),
  reopen: { id: 'lostfound.detail.reopen', defaultMessage: 'Still looking? Reopen this post' },
  askLost: {
    id: 'lostfound.detail.askLost',
    defaultMessage: 'Has your pet come home? Let neighbours know so they can stop searching.',
  },
  askFound: {
    id: 'lostfound.detail.askFound',
    defaultMessage: 'Has this pet gone back to its family? Let neighbours know so they can stop searching.',
  },
  sayThankYou: { id: 'lostfound.detail.sayThankYou', defaultMessage: 'Say thank you (optional)' },
  thankYouPlaceholder: {
    id: 'lostfound.detail.thankYouPlaceholder',
    defaultMessage: 'A word for the neighbours who helped — shown in Happy reunions',
  },
  updating: { id: 'lostfound.detail.updating', defaultMessage: 'Updating...' },
  markReunited: { id: 'lostfound.detail.markReunited', defaultMessage: 'Mark as reunited' },
  whereLastSeen: { id: 'lostfound.detail.whereLastSeen', defaultMessage: 'Where it was last seen' },
  mapLabel: defineMessage<{ title: string }>({
    id: 'lostfound.detail.mapLabel',
    defaultMessage: 'Map: where {title} was last seen',
  }),
  sightingSeen: defineMessage<{ when: string }>({
    id: 'lostfound.detail.sightingSeen',
    defaultMessage: 'Seen {when}',
  }),
  approximateNote: {
    id: 'lostfound.detail.approximateNote',
    defaultMessage: 'Approximate location (from the ZIP code or town in the post)',
  },
  pleaseShareNamed: defineMessage<{ name: string }>({
    id: 'lostfound.detail.pleaseShareNamed',
    defaultMessage: 'Please share this page — the more people who know {name}, the sooner they get home.',
  }),
  pleaseShare: {
    id: 'lostfound.detail.pleaseShare',
    defaultMessage: 'Please share this page — the more people who know this pet, the sooner they get home.',
  },
  posted: defineMessage<{ date: string }>({ id: 'lostfound.detail.posted', defaultMessage: 'Posted {date}' }),
  notOnMap: { id: 'lostfound.detail.notOnMap', defaultMessage: 'Not on the map yet' },
  notOnMapText: defineMessage<{ place: string }>({
    id: 'lostfound.detail.notOnMapText',
    defaultMessage:
      "We couldn't place “{place}” on the map. Add a ZIP code or city to the location so neighbours get alerted.",
  }),
  petIsHome: { id: 'lostfound.detail.petIsHome', defaultMessage: 'This pet is home' },
  reunitedLost: {
    id: 'lostfound.detail.reunitedLost',
    defaultMessage: 'This pet has been reunited with its family. Thank you to everyone who helped look.',
  },
  reunitedFound: {
    id: 'lostfound.detail.reunitedFound',
    defaultMessage: 'This pet has been returned to its family. Thank you to everyone who helped look.',
  },
  details: { id: 'lostfound.detail.details', defaultMessage: 'Details' },
  name: { id: 'lostfound.detail.name', defaultMessage: 'Name' },
  unknown: { id: 'lostfound.detail.unknown', defaultMessage: 'Unknown' },
  breed: { id: 'lostfound.detail.breed', defaultMessage: 'Breed' },
  notGiven: { id: 'lostfound.detail.notGiven', defaultMessage: 'Not given' },
  color: { id: 'lostfound.detail.color', defaultMessage: 'Color' },
  species: { id: 'lostfound.detail.species', defaultMessage: 'Species' },
  size: { id: 'lostfound.detail.size', defaultMessage: 'Size' },
  sex: { id: 'lostfound.detail.sex', defaultMessage: 'Sex' },
  microchipped: { id: 'lostfound.detail.microchipped', defaultMessage: 'Microchipped' },
  collar: { id: 'lostfound.detail.collar', defaultMessage: 'Collar' },
  contact: { id: 'lostfound.detail.contact', defaultMessage: 'Contact' },
  notFound: { id: 'lostfound.detail.notFound', defaultMessage: "We couldn't find this pet" },
  notFoundText: {
    id: 'lostfound.detail.notFoundText',
    defaultMessage:
      'The post may have been removed, or it is still waiting for review. Browse the board for other lost and found pets near you.',
  },
  seeAll: { id: 'lostfound.detail.seeAll', defaultMessage: 'See all lost & found pets' },
  loadFailed: {
    id: 'lostfound.detail.loadFailed',
    defaultMessage: 'This post could not be loaded. Please try again in a moment.',
  },
});

/** A sighting's time on the map, e.g. "May 2, 3:05 PM". */
const SIGHTING_TIME = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;

function BackLink() {
  const intl = useIntl();
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to="/lost-found">
        <ArrowLeft aria-hidden="true" /> {intl.formatMessage(messages.back)}
      </Link>
    </Button>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function Notice({
  tone,
  icon,
  title,
  children,
  testId,
}: {
  tone: 'amber' | 'red' | 'green';
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  const tones = {
    amber: 'border-amber-300 bg-amber-50 text-amber-950',
    red: 'border-red-300 bg-red-50 text-red-950',
    green: 'border-green-300 bg-green-50 text-green-950',
  };
  return (
    <div role="status" data-testid={testId} className={`flex gap-3 rounded-2xl border p-4 ${tones[tone]}`}>
      <span className="mt-0.5 shrink-0 [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="font-bold">{title}</p>
        <p className="mt-0.5 text-sm">{children}</p>
      </div>
    </div>
  );
}

/** What the poster sees about their own post: moderation state and the reunited action. */
function PosterPanel({ pet }: { pet: LostFoundPet }) {
  const intl = useIntl();
  const updateStatus = useSetLostFoundPetStatus();
  const [thankYouNote, setThankYouNote] = useState('');
  const change = (status: LostFoundPet['status']) =>
    updateStatus.mutate(
      { id: pet.id, status, ...(status === 'resolved' && thankYouNote.trim() ? { thankYouNote } : {}) },
      {
        onSuccess: () => toast({ title: intl.formatMessage(messages.statusUpdated), variant: 'success' }),
        onError: (error) => {
          if (!isUnauthorizedError(error))
            toast({
              title: intl.formatMessage(messages.error),
              description: intl.formatMessage(messages.statusFailed),
              variant: 'destructive',
            });
        },
      },
    );
  const resolved = pet.status === 'resolved';
  const resolvedOn = petDate(pet.resolvedAt, intl, 'short');
  return (
    <Card className="gap-4 border-primary/20 bg-accent/30" data-testid="poster-panel">
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-display text-lg font-bold">{intl.formatMessage(messages.yourPost)}</h2>
          <EditPhotosDialog pet={pet} />
        </div>
        {pet.removedReason ? (
          <Notice
            tone="red"
            icon={<ShieldAlert />}
            title={intl.formatMessage(messages.notShownPublicly)}
            testId="removed-notice"
          >
            {intl.formatMessage(messages.removedByModerator, { reason: pet.removedReason })}
          </Notice>
        ) : null}
        {pet.approvalStatus === 'pending' ? (
          <Notice
            tone="amber"
            icon={<Clock />}
            title={intl.formatMessage(messages.pendingReview)}
            testId="pending-notice"
          >
            {intl.formatMessage(messages.pendingText)}
          </Notice>
        ) : null}
        {pet.approvalStatus === 'rejected' ? (
          <Notice
            tone="red"
            icon={<ShieldAlert />}
            title={intl.formatMessage(messages.notApproved)}
            testId="rejected-notice"
          >
            {intl.formatMessage(messages.notApprovedText)}
          </Notice>
        ) : null}
        {resolved ? (
          <>
            <Notice
              tone="green"
              icon={<CheckCircle2 />}
              title={intl.formatMessage(messages.reunited)}
              testId="reunited-notice"
            >
              {resolvedOn
                ? intl.formatMessage(messages.markedHomeOn, { date: resolvedOn })
                : intl.formatMessage(messages.markedHome)}
            </Notice>
            <PendingButton
              variant="ghost"
              size="sm"
              className="w-fit"
              pending={updateStatus.isPending}
              onClick={() => change('active')}
            >
              <RotateCcw aria-hidden="true" /> {intl.formatMessage(messages.reopen)}
            </PendingButton>
          </>
        ) : (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              {intl.formatMessage(pet.type === 'lost' ? messages.askLost : messages.askFound)}
            </p>
            <label className="grid gap-1 text-sm font-medium">
              {intl.formatMessage(messages.sayThankYou)}
              <Textarea
                rows={2}
                maxLength={500}
                value={thankYouNote}
                onChange={(e) => setThankYouNote(e.target.value)}
                placeholder={intl.formatMessage(messages.thankYouPlaceholder)}
              />
            </label>
            <PendingButton
              size="lg"
              variant="secondary"
              className="w-full sm:w-fit"
              icon={<HeartHandshake aria-hidden="true" />}
              pending={updateStatus.isPending}
              pendingLabel={intl.formatMessage(messages.updating)}
              onClick={() => change('resolved')}
            >
              {intl.formatMessage(messages.markReunited)}
            </PendingButton>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** One empty list for every render, so the map does not redraw while sightings load. */
const NO_SIGHTINGS: Sighting[] = [];

/**
 * Where the pet was last seen, on the map (a ZIP or city centre is drawn as approximate), with the
 * sightings that shared a place and the trail from the last seen place through them, oldest first.
 */
function PlaceMap({ pet, sightings }: { pet: LostFoundPet; sightings: Sighting[] }) {
  const intl = useIntl();
  const title = petTitleOf(intl, pet);
  const marker = useMemo(() => petMarker(pet, title), [pet, title]);
  const markers = useMemo(() => {
    const seen = [...sightings]
      .sort((a, b) => a.seenAt.localeCompare(b.seenAt))
      .map((s) =>
        sightingMarker(
          s,
          intl.formatMessage(messages.sightingSeen, {
            when: intl.formatDate(new Date(s.seenAt), SIGHTING_TIME),
          }),
        ),
      );
    return [marker, ...seen].filter((m): m is MapMarker => m !== null);
  }, [marker, sightings, intl]);
  if (!markers.length) return null;
  return (
    <section
      aria-label={intl.formatMessage(messages.whereLastSeen)}
      className="grid gap-2"
      data-testid="pet-place-map"
    >
      <PetMap
        markers={markers}
        trail={markers}
        height={280}
        label={intl.formatMessage(messages.mapLabel, { title })}
        className="rounded-3xl"
      />
      {marker?.approximate ? (
        <p className="text-xs text-muted-foreground">{intl.formatMessage(messages.approximateNote)}</p>
      ) : null}
    </section>
  );
}

function PetDetail({ pet }: { pet: LostFoundPet }) {
  const intl = useIntl();
  const locale = useLocale();
  const sightings = useListSightings(pet.id).data ?? NO_SIGHTINGS;
  const title = petTitleOf(intl, pet);
  const posted = petDate(pet.createdAt, intl, 'short');
  const resolved = pet.status === 'resolved';
  const lost = pet.type === 'lost';
  const phone = shownPhone(pet);
  const justPosted = useJustPosted() && pet.isOwner;
  return (
    <article data-testid="pet-detail">
      {justPosted ? <AfterPosting pet={pet} title={title} /> : null}
      <PetPageLayout
        head={
          <PetPageHead
            badges={
              <>
                <PetTypeBadge type={pet.type} className="px-3 py-1 text-sm" />
                {resolved ? <ResolvedBadge className="px-3 py-1 text-sm" /> : null}
              </>
            }
            heading={title}
            facts={petFirstScreenFacts(pet, locale)}
            action={<PrimaryContact pet={pet} title={title} />}
          />
        }
        media={
          <>
            <PetPhotoGallery
              photos={petPhotosOf(pet)}
              placeholders={pet.photoPlaceholders}
              title={title}
              fallback={
                <PawPlaceholder
                  className="aspect-[4/3] text-muted-foreground"
                  iconClassName="size-16"
                  testId="photo-placeholder"
                />
              }
            />
            {/* Share and Flyer right under the photo: what a neighbour does next. */}
            <div className="flex flex-wrap items-center gap-2">
              {pet.approvalStatus === 'approved' ? <PetShareButtons pet={pet} title={title} /> : null}
              <PrintFlyerButton petId={pet.id} size="sm" testId="print-flyer" />
              {pet.approvalStatus === 'approved' && !pet.isOwner ? <ReportPostDialog petId={pet.id} /> : null}
            </div>
            {!lost || resolved ? null : (
              <p className="text-sm text-muted-foreground">
                {pet.petName
                  ? intl.formatMessage(messages.pleaseShareNamed, { name: pet.petName })
                  : intl.formatMessage(messages.pleaseShare)}
              </p>
            )}
            <PlaceMap pet={pet} sightings={sightings} />
          </>
        }
        rest={
          <>
            {posted ? (
              <p className="text-sm text-muted-foreground">
                {intl.formatMessage(messages.posted, { date: posted })}
              </p>
            ) : null}
            {pet.isOwner ? <PosterPanel pet={pet} /> : null}
            {pet.isOwner && !resolved ? <ContactPreferenceControl pet={pet} /> : null}
            {pet.isOwner && pet.latitude == null ? (
              <Notice
                tone="amber"
                icon={<MapPin />}
                title={intl.formatMessage(messages.notOnMap)}
                testId="unplaced-notice"
              >
                {intl.formatMessage(messages.notOnMapText, { place: pet.lastSeenLocation })}
              </Notice>
            ) : null}
            {pet.isOwner && !resolved ? <PossibleMatches post={pet} /> : null}

            {resolved ? (
              <Notice
                tone="green"
                icon={<CheckCircle2 />}
                title={intl.formatMessage(messages.petIsHome)}
                testId="resolved-notice"
              >
                {intl.formatMessage(lost ? messages.reunitedLost : messages.reunitedFound)}
              </Notice>
            ) : (
              <ContactCallout pet={pet} title={title} />
            )}

            <section className="grid gap-4" aria-labelledby="pet-details-heading">
              <h2 id="pet-details-heading" className="font-display text-xl font-bold">
                {intl.formatMessage(messages.details)}
              </h2>
              <p className="whitespace-pre-line leading-relaxed">{pet.description}</p>
              <dl className="grid gap-4 rounded-2xl border border-border bg-card p-5 sm:grid-cols-2">
                <Fact label={intl.formatMessage(messages.name)}>
                  {pet.petName ?? intl.formatMessage(messages.unknown)}
                </Fact>
                <Fact label={intl.formatMessage(messages.breed)}>
                  {pet.breed ?? intl.formatMessage(messages.notGiven)}
                </Fact>
                <Fact label={intl.formatMessage(messages.color)}>
                  {pet.color ?? intl.formatMessage(messages.notGiven)}
                </Fact>
                {pet.species ? (
                  <Fact label={intl.formatMessage(messages.species)}>
                    {detailLabel(intl, 'species', pet.species)}
                  </Fact>
                ) : null}
                {pet.size ? (
                  <Fact label={intl.formatMessage(messages.size)}>{detailLabel(intl, 'size', pet.size)}</Fact>
                ) : null}
                {pet.sex && pet.sex !== 'unknown' ? (
                  <Fact label={intl.formatMessage(messages.sex)}>{detailLabel(intl, 'sex', pet.sex)}</Fact>
                ) : null}
                {pet.microchipped && pet.microchipped !== 'unknown' ? (
                  <Fact label={intl.formatMessage(messages.microchipped)}>
                    {detailLabel(intl, 'microchipped', pet.microchipped)}
                  </Fact>
                ) : null}
                <Fact label={intl.formatMessage(messages.collar)}>
                  <span className="inline-flex items-center gap-1.5">
                    <Tag className="size-4 text-primary" aria-hidden="true" />
                    {pet.collarInfo ?? intl.formatMessage(messages.notGiven)}
                  </span>
                </Fact>
                {resolved && phone ? <Fact label={intl.formatMessage(messages.contact)}>{phone}</Fact> : null}
              </dl>
            </section>

            {/* Last in the column: they load after the post, and grow the page below what is already drawn (no layout shift). */}
            {!lost && !resolved ? <NearbyVets petId={pet.id} /> : null}
            {pet.approvalStatus === 'approved' ? (
              <SightingsSection pet={pet} sightings={sightings} title={title} />
            ) : null}
          </>
        }
      />
    </article>
  );
}

function PetNotFound() {
  const intl = useIntl();
  return (
    <div
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-primary/25 bg-card/70 px-6 py-16 text-center"
      data-testid="pet-not-found"
    >
      <span className="flex size-16 items-center justify-center rounded-3xl bg-accent text-accent-foreground">
        <SearchX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="font-display text-2xl font-bold">{intl.formatMessage(messages.notFound)}</h1>
      <p className="text-muted-foreground">{intl.formatMessage(messages.notFoundText)}</p>
      <Button asChild>
        <Link to="/lost-found">{intl.formatMessage(messages.seeAll)}</Link>
      </Button>
    </div>
  );
}

/** /lost-found/:id — the pet, where and when it was last seen, and how to reach the poster (a call, or a private message). */
export function PetDetailPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const query = useGetLostFoundPet(id);
  const locale = useLocale();
  usePageTitle(query.data ? petPageTitle(query.data, locale) : null);
  const pet = useDeferredData(query.data, (a, b) => a.id === b.id);
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  return (
    <PetPageTop back={<BackLink />}>
      {query.isLoading || (query.data && !pet) ? (
        <PetPageSkeleton first={firstScreenOf(pathname)} />
      ) : pet ? (
        <PetDetail pet={pet} />
      ) : notFound ? (
        <PetNotFound />
      ) : (
        <p
          role="alert"
          className="rounded-3xl border border-border bg-card px-6 py-12 text-center text-muted-foreground"
        >
          {intl.formatMessage(messages.loadFailed)}
        </p>
      )}
    </PetPageTop>
  );
}
