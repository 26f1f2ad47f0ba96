import { Link } from 'react-router-dom';
import { MapPin, Plus } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { petTitle, removedByModeratorText, type LostFoundPet } from '@pawpals/contracts';
import { ApprovalBadge, ButtonLink, InlineAlert, languageOf, PetCardPhoto, useIntl } from '@pawpals/ui';
import { EmptyState } from '../../shared/EmptyState';
import { GridSkeleton } from './FavoritesTab';

const messages = defineMessages({
  empty: { id: 'account.myPosts.empty', defaultMessage: 'No posts yet' },
  emptyText: { id: 'account.myPosts.emptyText', defaultMessage: 'Lost a pet, or found one? Tell your neighbours.' },
  create: { id: 'account.myPosts.create', defaultMessage: 'Create a Post' },
  newPost: { id: 'account.myPosts.newPost', defaultMessage: 'New Post' },
});

/** My Posts tab: my pet cards with pending / rejected / resolved badges and 'New Post'. */
export function PostsTab({ posts, isLoading }: { posts: LostFoundPet[]; isLoading: boolean }) {
  const intl = useIntl();
  if (isLoading) return <GridSkeleton />;
  if (posts.length === 0) {
    return (
      <EmptyState title={intl.formatMessage(messages.empty)} text={intl.formatMessage(messages.emptyText)}>
        <ButtonLink to="/lost-found/new">
          <Plus aria-hidden="true" /> {intl.formatMessage(messages.create)}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <ButtonLink to="/lost-found/new">
          <Plus aria-hidden="true" /> {intl.formatMessage(messages.newPost)}
        </ButtonLink>
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {posts.map((pet) => (
          <MyPetCard key={pet.id} pet={pet} />
        ))}
      </div>
    </div>
  );
}

function MyPetCard({ pet }: { pet: LostFoundPet }) {
  const title = petTitle(pet, languageOf(useIntl()));
  return (
    <Link
      to={`/lost-found/${pet.id}`}
      data-testid="pet-card"
      className="group flex flex-col overflow-hidden rounded-3xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <PetCardPhoto pet={pet} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-display text-lg font-bold leading-tight">{title}</h3>
          <ApprovalBadge approvalStatus={pet.approvalStatus} />
        </div>
        <p className="line-clamp-2 text-sm text-foreground/85">{pet.description}</p>
        {pet.removedReason ? (
          <InlineAlert boxed data-testid="removed-by-moderator">
            {removedByModeratorText(pet.removedReason)}
          </InlineAlert>
        ) : null}
        <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="line-clamp-1">{pet.lastSeenLocation}</span>
        </p>
      </div>
    </Link>
  );
}
