import { matchPath, useLocation } from 'react-router-dom';
import type { ComponentType, ReactNode } from 'react';
import type { SectionRoutesProps } from '@pawpals/session';
import { defineMessages } from 'react-intl';
import { BusinessCard, BusinessGrid, BusinessPageSkeleton, LostFoundPageTop, PageContainer, PetCard, PetGrid, PetPageSkeleton, PetPageTop, ResultCount, ServicesPageTop, Skeleton, useIntl } from '@pawpals/ui';
import { firstScreenTemplateOf, REMOTES, REMOTE_NAMES, type RemoteName } from '@pawpals/remotes';
import { useFirstScreen } from '../app/first-screen';
import { RemoteModule } from './RemoteModule';
import { SectionUnavailable } from './SectionUnavailable';

/** Which remote owns which routes (libs/remotes/src/remotes.json). The shell loads only the owner of the current path. */
export const SECTION_OWNERS: { remote: RemoteName; patterns: readonly string[] }[] = REMOTE_NAMES.map((remote) => ({
  remote,
  patterns: REMOTES[remote].routes,
}));

export function sectionOwnerOf(pathname: string): RemoteName | null {
  const owner = SECTION_OWNERS.find((s) => s.patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname)));
  return owner?.remote ?? null;
}

const m = defineMessages({
  loading: { id: 'shell.sections.loading', defaultMessage: 'Loading' },
  results: { id: 'shell.sections.results', defaultMessage: 'Results' },
  petsOnBoard: { id: 'shell.sections.petsOnBoard', defaultMessage: 'Pets on the board' },
});

function LoadingStatus() {
  return (
    <span className="sr-only" role="status">
      {useIntl().formatMessage(m.loading)}
    </span>
  );
}

const cardsSkeleton = (
  <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
    <Skeleton className="h-72 rounded-3xl" />
    <Skeleton className="h-72 rounded-3xl" />
    <Skeleton className="h-72 rounded-3xl" />
  </div>
);

/**
 * What the shell draws while a section's code loads: the top of the page itself where it is the same for
 * everyone or the server named it (section-tops in libs/ui, so the prerendered HTML already shows it), else a
 * generic skeleton.
 */
export function SectionLoading({ pathname }: { pathname: string }) {
  const intl = useIntl();
  const page = pathname.replace(/(.)\/+$/, '$1');
  const first = useFirstScreen(page);
  const detail = firstScreenTemplateOf(page)?.page;
  if (detail === 'business') return <BusinessPageSkeleton first={first} />;
  if (detail === 'pet') {
    return (
      <PetPageTop back={<Skeleton className="h-8 w-48" />}>
        <PetPageSkeleton first={first} />
      </PetPageTop>
    );
  }
  const results = first?.results;
  if (page === '/services') {
    return (
      <div aria-busy="true">
        <LoadingStatus />
        <ServicesPageTop>
          {/* Where the directory puts its filters: a phone's "Filters" button, a wider screen's form. */}
          <Skeleton className="mt-6 h-10 w-28 rounded-xl md:hidden" />
          <Skeleton className="mt-8 hidden h-40 rounded-3xl md:block" />
          {results?.kind === 'businesses' && results.businesses.length > 0 ? (
            <section aria-label={intl.formatMessage(m.results)} className="mt-4 md:mt-10">
              <div className="mb-5 flex min-h-8 items-center">
                <ResultCount count={results.count} />
              </div>
              <BusinessGrid>
                {results.businesses.map((business, i) => (
                  <li key={business.id}>
                    <BusinessCard business={business} distance={null} priority={i === 0} />
                  </li>
                ))}
              </BusinessGrid>
            </section>
          ) : (
            cardsSkeleton
          )}
        </ServicesPageTop>
      </div>
    );
  }
  if (page === '/lost-found') {
    return (
      <div aria-busy="true">
        <LoadingStatus />
        <LostFoundPageTop action={<Skeleton className="h-12 w-40 rounded-2xl" />}>
          {results?.kind === 'pets' && results.pets.length > 0 ? (
            <section aria-label={intl.formatMessage(m.petsOnBoard)} className="mt-10">
              {/* Where the board puts its tabs, and on a phone its "Filters" button and view switch. */}
              <div className="mb-6 flex flex-col gap-4">
                <Skeleton className="h-11 w-64 rounded-2xl" />
                <Skeleton className="h-10 w-full rounded-xl md:hidden" />
              </div>
              <PetGrid>
                {results.pets.map((pet, i) => (
                  <PetCard key={pet.id} pet={pet} priority={i === 0} />
                ))}
              </PetGrid>
            </section>
          ) : (
            cardsSkeleton
          )}
        </LostFoundPageTop>
      </div>
    );
  }
  return (
    <PageContainer className="py-12" aria-busy="true">
      <LoadingStatus />
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-4 h-5 w-full max-w-xl" />
      {cardsSkeleton}
    </PageContainer>
  );
}

/** Renders a remote's `./routes` module, with a skeleton while it loads and a Retry panel if it can't. */
export function RemoteSection({ remote, notFound }: { remote: RemoteName; notFound: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RemoteModule<SectionRoutesProps>
      key={remote}
      remote={remote}
      module="routes"
      props={{ notFound }}
      loading={<SectionLoading pathname={pathname} />}
      unavailable={(retry, retrying) => <SectionUnavailable onRetry={retry} retrying={retrying} />}
    />
  );
}

export type SectionRoutesComponent = ComponentType<SectionRoutesProps>;
