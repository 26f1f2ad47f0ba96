import type { ReactNode } from 'react';
import { CalendarDays, MapPin, Megaphone, MessageSquare, Phone } from 'lucide-react';
import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';
import { FIRST_SCREEN_IMAGE_SIZES, type PetFirstScreenWords } from '@pawpals/remotes';
import { cn } from '../lib/cn';
import { PageContainer, PageHeader, PageTitle } from './page';
import { TintedPage } from './page-frames';
import { Badge } from './badge';
import { buttonVariants } from './button';
import { Card, CardContent, CardHeader } from './card';
import { Photo } from './photo';
import { Skeleton } from './skeleton';
import { LoadingRegion } from './loading-region';
import { useIntl } from '../i18n';

const messages = defineMessages<{
  readonly servicesEyebrow: NoMessageValues;
  readonly servicesTitle: NoMessageValues;
  readonly servicesDescription: NoMessageValues;
  readonly lostFoundEyebrow: NoMessageValues;
  readonly lostFoundTitle: NoMessageValues;
  readonly lostFoundDescription: NoMessageValues;
  readonly communityAlertTitle: NoMessageValues;
  readonly communityAlertText: NoMessageValues;
  readonly loadingBusiness: NoMessageValues;
  readonly about: NoMessageValues;
  readonly petPhotoAlt: { readonly title: MessageValue };
  readonly loadingPet: NoMessageValues;
}>({
  servicesEyebrow: { id: 'ui.sectionTops.servicesEyebrow', defaultMessage: 'Find services' },
  servicesTitle: { id: 'ui.sectionTops.servicesTitle', defaultMessage: 'Pet Services Directory' },
  servicesDescription: {
    id: 'ui.sectionTops.servicesDescription',
    defaultMessage: 'Groomers, pet stores, parks and veterinarians recommended by pet families near you.',
  },
  lostFoundEyebrow: { id: 'ui.sectionTops.lostFoundEyebrow', defaultMessage: 'Community board' },
  lostFoundTitle: { id: 'ui.sectionTops.lostFoundTitle', defaultMessage: 'Lost & Found Pets' },
  lostFoundDescription: {
    id: 'ui.sectionTops.lostFoundDescription',
    defaultMessage: 'Help reunite lost pets with their families. Every share and every sighting counts.',
  },
  communityAlertTitle: { id: 'ui.sectionTops.communityAlertTitle', defaultMessage: 'Community alert' },
  communityAlertText: {
    id: 'ui.sectionTops.communityAlertText',
    defaultMessage:
      'Seen a pet from this board? Call the number on the post rather than chasing — frightened pets run. If you have lost a pet, also call local shelters and vets, and check that microchip details are up to date.',
  },
  loadingBusiness: { id: 'ui.sectionTops.loadingBusiness', defaultMessage: 'Loading business' },
  about: { id: 'ui.sectionTops.about', defaultMessage: 'About' },
  petPhotoAlt: { id: 'ui.sectionTops.petPhotoAlt', defaultMessage: 'Photo of {title}' },
  loadingPet: { id: 'ui.sectionTops.loadingPet', defaultMessage: 'Loading pet' },
});

/*
 * The top of a section's page, drawn twice: by the shell while the section's code is still on its way
 * (and so in the page's prerendered HTML), and by the section itself. The page's largest text is painted from
 * the HTML, not after the section's scripts, and the section draws it again in the same place and size, so
 * nothing moves and the browser's largest paint stays the first one
 * (docs/decisions/0103-sections-first-screens-in-the-html.md).
 */

/** /services: the directory's introduction; `children` is the rest of the page (filters, results). */
export function ServicesPageTop({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <TintedPage className="py-10 sm:py-14">
      <PageHeader
        eyebrow={intl.formatMessage(messages.servicesEyebrow)}
        title={intl.formatMessage(messages.servicesTitle)}
        description={intl.formatMessage(messages.servicesDescription)}
      />
      {children}
    </TintedPage>
  );
}

/** /lost-found: the board's introduction with its `action` (Post a Pet) and the community alert. */
export function LostFoundPageTop({ action, children }: { action: ReactNode; children?: ReactNode }) {
  const intl = useIntl();
  return (
    // On a phone the community alert follows the board, so the first screen shows pets
    // (docs/decisions/0121-phone-first-results-first-filters-in-a-sheet-nothing-wider.md).
    <PageContainer className="flex flex-col py-10 sm:block sm:py-14">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          eyebrow={intl.formatMessage(messages.lostFoundEyebrow)}
          title={intl.formatMessage(messages.lostFoundTitle)}
          description={intl.formatMessage(messages.lostFoundDescription)}
        />
        {action}
      </div>

      <div
        className="order-last mt-8 flex items-start gap-4 rounded-3xl border border-amber-200 bg-amber-50 p-6 sm:order-none"
        data-testid="community-alert"
      >
        <Megaphone className="mt-0.5 size-6 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <h2 className="font-bold text-amber-950">{intl.formatMessage(messages.communityAlertTitle)}</h2>
          <p className="mt-1 text-sm text-amber-950/90">{intl.formatMessage(messages.communityAlertText)}</p>
        </div>
      </div>
      {children}
    </PageContainer>
  );
}

/**
 * /business/{id}: the back link and the header card around the business's name. The section fills the slots;
 * while it loads they are placeholders, and the name is there as soon as the server has named it
 * (firstScreenOf), so the page's largest text is in its HTML.
 */
export function BusinessPageTop({
  back,
  logo,
  badges,
  name,
  details,
  premium = false,
  children,
}: {
  back: ReactNode;
  logo: ReactNode;
  badges: ReactNode;
  /** null while it is not known yet: a placeholder of its size. */
  name: string | null;
  details: ReactNode;
  premium?: boolean;
  children?: ReactNode;
}) {
  return (
    <TintedPage className="py-8 sm:py-10">
      {back}
      <header
        className={cn(
          'relative mt-5 overflow-hidden rounded-3xl border bg-card p-6 shadow-sm sm:p-8',
          premium ? 'border-amber-300 ring-1 ring-amber-200' : 'border-border',
        )}
      >
        <div
          className="pointer-events-none absolute -right-16 -top-16 size-56 rounded-full bg-amber-100/70 blur-2xl"
          aria-hidden="true"
        />
        <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center">
          {logo}
          <div className="flex min-w-0 flex-col gap-2">
            {badges}
            {name === null ? (
              <Skeleton className="h-9 w-64 max-w-full sm:h-10" />
            ) : (
              <PageTitle>{name}</PageTitle>
            )}
            {details}
          </div>
        </div>
      </header>
      {children}
    </TintedPage>
  );
}

/** A titled card of plain text (a business's About, Services and Pricing). */
export function TextCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <h2 className="text-lg font-bold leading-tight tracking-tight">{title}</h2>
      </CardHeader>
      <CardContent className="whitespace-pre-line text-sm leading-relaxed text-foreground/85">
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A business page while it loads, drawn by the shell (and so prerendered) and by the directory alike, with its
 * name and About text once the server has named them. The placeholders of the header are as short as the
 * shortest real header, so the About text is never drawn higher, and larger on screen, than here.
 */
export function BusinessPageSkeleton({ first }: { first: { heading?: string; text?: string } | null }) {
  const intl = useIntl();
  return (
    <LoadingRegion label={intl.formatMessage(messages.loadingBusiness)}>
      <BusinessPageTop
        back={<Skeleton className="h-5 w-36" />}
        logo={<Skeleton className="size-24 shrink-0 rounded-3xl" />}
        badges={<Skeleton className="h-[1.375rem] w-24 rounded-full" />}
        name={first?.heading ?? null}
        details={<Skeleton className="h-6 w-56 max-w-full" />}
      >
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="grid gap-6">
            {first?.text !== undefined ? <TextCard title={intl.formatMessage(messages.about)}>{first.text}</TextCard> : null}
            <Skeleton className="h-72 rounded-3xl" />
          </div>
          <Skeleton className="h-72 rounded-3xl" />
        </div>
      </BusinessPageTop>
    </LoadingRegion>
  );
}

/** /lost-found/{id}: the back link above the page's columns (PetPageSkeleton while it loads). */
export function PetPageTop({ back, children }: { back: ReactNode; children: ReactNode }) {
  return (
    <PageContainer className="py-8 sm:py-12">
      <div className="mb-6">{back}</div>
      {children}
    </PageContainer>
  );
}

/**
 * A pet's photo at the top of its page, or `fallback` when there is none or it cannot be loaded. It is the
 * page's largest paint, so it is fetched first (priority), at the width it is drawn (FIRST_SCREEN_IMAGE_SIZES,
 * which the gateway's preload repeats); the prerendered first screen draws it with the same attributes.
 */
export function PetPagePhoto({
  src,
  title,
  fallback,
  placeholder,
}: {
  src: string | null | undefined;
  title: string;
  fallback: ReactNode;
  /** The photo's ThumbHash, when the page knows it (the first screen does not). */
  placeholder?: string | null;
}) {
  const intl = useIntl();
  return (
    <div className="relative overflow-hidden rounded-3xl border border-border bg-muted shadow-sm">
      <Photo
        src={src}
        alt={intl.formatMessage(messages.petPhotoAlt, { title })}
        width={800}
        height={800}
        sizes={FIRST_SCREEN_IMAGE_SIZES}
        priority
        placeholder={placeholder}
        className="aspect-square w-full object-cover sm:aspect-[4/3] lg:aspect-square"
        fallback={fallback}
      />
    </div>
  );
}

/**
 * A pet's page: on a phone one column — `head` (name, LOST/FOUND, last seen, the contact button), then `media` (the
 * photo with Share and Flyer beside it, the map), then `rest`; from lg the media column beside the head and the rest.
 * Drawn by the page and by its skeleton alike, so the head and the photo stay where the first screen put them.
 */
export function PetPageLayout({ head, media, rest, testId }: { head: ReactNode; media: ReactNode; rest: ReactNode; testId?: string }) {
  return (
    <div
      className="grid gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-8"
      data-testid={testId}
    >
      <div className="grid content-start gap-4 lg:col-start-2 lg:row-start-1" data-testid="pet-page-head">
        {head}
      </div>
      <div className="grid content-start gap-4 lg:col-start-1 lg:row-span-3 lg:row-start-1">{media}</div>
      <div className="grid content-start gap-6 lg:col-start-2 lg:row-start-2">{rest}</div>
    </div>
  );
}

/** One fact of a pet's head: an icon, a small label and the value. */
function HeadFact({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <div className="flex items-start gap-2.5">
      <span className="mt-0.5 shrink-0 text-primary [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{label}</p>
        <p className="break-words font-semibold" data-testid={testId}>
          {value}
        </p>
      </div>
    </div>
  );
}

/** The classes of the head's contact button: large and full width on a phone, the page's primary action. */
export const PET_CONTACT_BUTTON = cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-fit');

/**
 * The top of a pet's page (docs/decisions/0122-phone-first-the-pet-pages-first-screen.md): its badges, its
 * name, where and when it was last seen, and `action` (Call or Message). The words are libs/contracts
 * petFirstScreenFacts, for the page and its first screen alike.
 */
export function PetPageHead({
  badges,
  heading,
  facts,
  action,
}: {
  badges: ReactNode;
  heading: string;
  facts: Pick<PetFirstScreenWords, 'whereLabel' | 'where' | 'whenLabel' | 'when'>;
  action: ReactNode;
}) {
  return (
    <>
      <div className="flex min-h-7 flex-wrap items-center gap-2">{badges}</div>
      <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{heading}</h1>
      <div className="grid gap-3">
        <HeadFact icon={<MapPin />} label={facts.whereLabel} value={facts.where} testId="last-seen-location" />
        <HeadFact icon={<CalendarDays />} label={facts.whenLabel} value={facts.when} testId="last-seen-date" />
      </div>
      {action}
    </>
  );
}

/** The badge of the first screen: its colour from the slot filled in with the kind (a class cannot be a slot). */
const FIRST_SCREEN_BADGE =
  'border-transparent px-3 py-1 text-sm uppercase tracking-wide text-white data-[kind=lost]:bg-red-700 data-[kind=found]:bg-teal-700 data-[kind=resolved]:bg-green-700';

/**
 * The head as the server knows it (a signed-out visitor's): the contact button is a link — a tel: link, or the
 * sign-in page coming back here — hidden for a reunited pet; each icon shows for its kind of contact only.
 */
function FirstScreenHead({ heading, pet }: { heading: string; pet: PetFirstScreenWords }) {
  return (
    <PetPageHead
      badges={
        <Badge data-kind={pet.kind} className={FIRST_SCREEN_BADGE}>
          {pet.badge}
        </Badge>
      }
      heading={heading}
      facts={pet}
      action={
        <a href={pet.contactHref} data-contact={pet.contact} className={cn(PET_CONTACT_BUTTON, 'group data-[contact=none]:hidden')} data-testid="primary-contact">
          <Phone aria-hidden="true" className="hidden group-data-[contact=phone]:block" />
          <MessageSquare aria-hidden="true" className="hidden group-data-[contact=message]:block" />
          {pet.contactLabel}
        </a>
      }
    />
  );
}

/**
 * A pet's page below its back link while it loads, drawn by the shell (and so prerendered) and by the board
 * alike, with the head and the photo as soon as the server has named them: the photo is the page's largest paint.
 */
export function PetPageSkeleton({ first }: { first: { heading?: string; image?: string; pet?: PetFirstScreenWords } | null }) {
  const intl = useIntl();
  const placeholder = <Skeleton className="aspect-square rounded-3xl" />;
  return (
    <LoadingRegion label={intl.formatMessage(messages.loadingPet)}>
      <PetPageLayout
        head={
          first?.pet && first.heading !== undefined ? (
            <FirstScreenHead heading={first.heading} pet={first.pet} />
          ) : (
            <>
              <Skeleton className="h-7 w-24" />
              <Skeleton className="h-10 w-2/3" />
              <Skeleton className="h-24" />
              <Skeleton className="h-12 rounded-2xl" />
            </>
          )
        }
        media={first?.image && first.heading !== undefined ? <PetPagePhoto src={first.image} title={first.heading} fallback={placeholder} /> : placeholder}
        rest={
          <>
            <Skeleton className="h-32" />
            <Skeleton className="h-24" />
          </>
        }
      />
    </LoadingRegion>
  );
}
