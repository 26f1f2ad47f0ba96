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
import {
  petFirstScreenFacts,
  petPageTitle,
  removedByModeratorText,
  type LostFoundPet,
  type Sighting,
} from '@pawpals/contracts';
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
  PetTypeBadge,
  ResolvedBadge,
  Textarea,
  toast,
  useDeferredData,
} from '@pawpals/ui';
import { formatPetDate, petTitle } from '../shared/format';
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

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to="/lost-found">
        <ArrowLeft aria-hidden="true" /> Back to Lost &amp; Found
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
  const updateStatus = useSetLostFoundPetStatus();
  const [thankYouNote, setThankYouNote] = useState('');
  const change = (status: LostFoundPet['status']) =>
    updateStatus.mutate(
      { id: pet.id, status, ...(status === 'resolved' && thankYouNote.trim() ? { thankYouNote } : {}) },
      {
        onSuccess: () => toast({ title: 'Pet status updated', variant: 'success' }),
        onError: (error) => {
          if (!isUnauthorizedError(error))
            toast({ title: 'Error', description: 'Failed to update pet status', variant: 'destructive' });
        },
      },
    );
  const resolved = pet.status === 'resolved';
  return (
    <Card className="gap-4 border-primary/20 bg-accent/30" data-testid="poster-panel">
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-display text-lg font-bold">Your post</h2>
          <EditPhotosDialog pet={pet} />
        </div>
        {pet.removedReason ? (
          <Notice tone="red" icon={<ShieldAlert />} title="Not shown publicly" testId="removed-notice">
            {removedByModeratorText(pet.removedReason)}
          </Notice>
        ) : null}
        {pet.approvalStatus === 'pending' ? (
          <Notice tone="amber" icon={<Clock />} title="Pending review" testId="pending-notice">
            A moderator will check your post shortly. Until it is approved only you can see it; it then
            appears on the public board and map.
          </Notice>
        ) : null}
        {pet.approvalStatus === 'rejected' ? (
          <Notice tone="red" icon={<ShieldAlert />} title="Not approved" testId="rejected-notice">
            A moderator did not approve this post, so it is not shown publicly. You can create a new post with
            a clear photo and accurate details.
          </Notice>
        ) : null}
        {resolved ? (
          <>
            <Notice tone="green" icon={<CheckCircle2 />} title="Reunited!" testId="reunited-notice">
              You marked this pet as home
              {pet.resolvedAt ? ` on ${formatPetDate(pet.resolvedAt, 'short')}` : ''}. Thank you for letting
              the community know.
            </Notice>
            <PendingButton variant="ghost" size="sm" className="w-fit" pending={updateStatus.isPending} onClick={() => change('active')}>
              <RotateCcw aria-hidden="true" /> Still looking? Reopen this post
            </PendingButton>
          </>
        ) : (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              {pet.type === 'lost' ? 'Has your pet come home?' : 'Has this pet gone back to its family?'} Let
              neighbours know so they can stop searching.
            </p>
            <label className="grid gap-1 text-sm font-medium">
              Say thank you (optional)
              <Textarea
                rows={2}
                maxLength={500}
                value={thankYouNote}
                onChange={(e) => setThankYouNote(e.target.value)}
                placeholder="A word for the neighbours who helped — shown in Happy reunions"
              />
            </label>
            <PendingButton
              size="lg"
              variant="secondary"
              className="w-full sm:w-fit"
              icon={<HeartHandshake aria-hidden="true" />}
              pending={updateStatus.isPending}
              pendingLabel="Updating..."
              onClick={() => change('resolved')}
            >
              Mark as reunited
            </PendingButton>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** One empty list for every render, so the map does not redraw while sightings load. */
const NO_SIGHTINGS: Sighting[] = [];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Where the pet was last seen, on the map (a ZIP or city centre is drawn as approximate), with the
 * sightings that shared a place and the trail from the last seen place through them, oldest first.
 */
function PlaceMap({ pet, sightings }: { pet: LostFoundPet; sightings: Sighting[] }) {
  const marker = useMemo(() => petMarker(pet), [pet]);
  const markers = useMemo(() => {
    const seen = [...sightings].sort((a, b) => a.seenAt.localeCompare(b.seenAt)).map(sightingMarker);
    return [marker, ...seen].filter((m): m is MapMarker => m !== null);
  }, [marker, sightings]);
  if (!markers.length) return null;
  return (
    <section aria-label="Where it was last seen" className="grid gap-2" data-testid="pet-place-map">
      <PetMap
        markers={markers}
        trail={markers}
        height={280}
        label={`Map: where ${petTitle(pet)} was last seen`}
        className="rounded-3xl"
      />
      {marker?.approximate ? (
        <p className="text-xs text-muted-foreground">
          Approximate location (from the ZIP code or town in the post)
        </p>
      ) : null}
    </section>
  );
}

function PetDetail({ pet }: { pet: LostFoundPet }) {
  const sightings = useListSightings(pet.id).data ?? NO_SIGHTINGS;
  const title = petTitle(pet);
  const posted = formatPetDate(pet.createdAt, 'short');
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
            facts={petFirstScreenFacts(pet)}
            action={<PrimaryContact pet={pet} title={title} />}
          />
        }
        media={
          <>
            <PetPhotoGallery
              photos={petPhotosOf(pet)}
              placeholders={pet.photoPlaceholders}
              title={title}
              fallback={<PawPlaceholder className="aspect-[4/3] text-muted-foreground" iconClassName="size-16" testId="photo-placeholder" />}
            />
            {/* Share and Flyer right under the photo: what a neighbour does next. */}
            <div className="flex flex-wrap items-center gap-2">
              {pet.approvalStatus === 'approved' ? (
                <PetShareButtons pet={pet} title={title} />
              ) : null}
              <PrintFlyerButton petId={pet.id} size="sm" testId="print-flyer" />
              {pet.approvalStatus === 'approved' && !pet.isOwner ? <ReportPostDialog petId={pet.id} /> : null}
            </div>
            {!lost || resolved ? null : (
              <p className="text-sm text-muted-foreground">
                Please share this page — the more people who know {pet.petName ?? 'this pet'}, the sooner they
                get home.
              </p>
            )}
            <PlaceMap pet={pet} sightings={sightings} />
          </>
        }
        rest={
          <>
            {posted ? <p className="text-sm text-muted-foreground">Posted {posted}</p> : null}
            {pet.isOwner ? <PosterPanel pet={pet} /> : null}
            {pet.isOwner && !resolved ? <ContactPreferenceControl pet={pet} /> : null}
            {pet.isOwner && pet.latitude == null ? (
              <Notice tone="amber" icon={<MapPin />} title="Not on the map yet" testId="unplaced-notice">
                We couldn&apos;t place “{pet.lastSeenLocation}” on the map. Add a ZIP code or city to the
                location so neighbours get alerted.
              </Notice>
            ) : null}
            {pet.isOwner && !resolved ? <PossibleMatches post={pet} /> : null}

            {resolved ? (
              <Notice tone="green" icon={<CheckCircle2 />} title="This pet is home" testId="resolved-notice">
                {lost
                  ? 'This pet has been reunited with its family.'
                  : 'This pet has been returned to its family.'}{' '}
                Thank you to everyone who helped look.
              </Notice>
            ) : (
              <ContactCallout pet={pet} title={title} />
            )}

            <section className="grid gap-4" aria-labelledby="pet-details-heading">
              <h2 id="pet-details-heading" className="font-display text-xl font-bold">
                Details
              </h2>
              <p className="whitespace-pre-line leading-relaxed">{pet.description}</p>
              <dl className="grid gap-4 rounded-2xl border border-border bg-card p-5 sm:grid-cols-2">
                <Fact label="Name">{pet.petName ?? 'Unknown'}</Fact>
                <Fact label="Breed">{pet.breed ?? 'Not given'}</Fact>
                <Fact label="Color">{pet.color ?? 'Not given'}</Fact>
                {pet.species ? <Fact label="Species">{capitalise(pet.species)}</Fact> : null}
                {pet.size ? <Fact label="Size">{capitalise(pet.size)}</Fact> : null}
                {pet.sex && pet.sex !== 'unknown' ? <Fact label="Sex">{capitalise(pet.sex)}</Fact> : null}
                {pet.microchipped && pet.microchipped !== 'unknown' ? (
                  <Fact label="Microchipped">{capitalise(pet.microchipped)}</Fact>
                ) : null}
                <Fact label="Collar">
                  <span className="inline-flex items-center gap-1.5">
                    <Tag className="size-4 text-primary" aria-hidden="true" />
                    {pet.collarInfo ?? 'Not given'}
                  </span>
                </Fact>
                {resolved && phone ? <Fact label="Contact">{phone}</Fact> : null}
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
  return (
    <div
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-primary/25 bg-card/70 px-6 py-16 text-center"
      data-testid="pet-not-found"
    >
      <span className="flex size-16 items-center justify-center rounded-3xl bg-accent text-accent-foreground">
        <SearchX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="font-display text-2xl font-bold">We couldn&apos;t find this pet</h1>
      <p className="text-muted-foreground">
        The post may have been removed, or it is still waiting for review. Browse the board for other lost and
        found pets near you.
      </p>
      <Button asChild>
        <Link to="/lost-found">See all lost &amp; found pets</Link>
      </Button>
    </div>
  );
}

/** /lost-found/:id — the pet, where and when it was last seen, and how to reach the poster (a call, or a private message). */
export function PetDetailPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const query = useGetLostFoundPet(id);
  usePageTitle(query.data ? petPageTitle(query.data) : null);
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
          This post could not be loaded. Please try again in a moment.
        </p>
      )}
    </PetPageTop>
  );
}
