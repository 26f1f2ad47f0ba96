import { matchPath } from 'react-router-dom';
import type { ComponentType, ReactNode } from 'react';
import type { SectionRoutesProps } from '@pawpals/session';
import { PageContainer, Skeleton } from '@pawpals/ui';
import { REMOTES, REMOTE_NAMES, type RemoteName } from '@pawpals/remotes';
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

export function SectionLoading() {
  return (
    <PageContainer className="py-12" aria-busy="true">
      <span className="sr-only" role="status">
        Loading
      </span>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-4 h-5 w-full max-w-xl" />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </PageContainer>
  );
}

/** Renders a remote's `./routes` module, with a skeleton while it loads and a Retry panel if it can't. */
export function RemoteSection({ remote, notFound }: { remote: RemoteName; notFound: ReactNode }) {
  return (
    <RemoteModule<SectionRoutesProps>
      key={remote}
      remote={remote}
      module="routes"
      props={{ notFound }}
      loading={<SectionLoading />}
      unavailable={(retry, retrying) => <SectionUnavailable onRetry={retry} retrying={retrying} />}
    />
  );
}

export type SectionRoutesComponent = ComponentType<SectionRoutesProps>;
