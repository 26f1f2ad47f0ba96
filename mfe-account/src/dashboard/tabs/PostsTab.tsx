import { Link } from 'react-router-dom';
import { CheckCircle2, Clock, MapPin, PawPrint, Plus, XCircle } from 'lucide-react';
import type { LostFoundPet } from '@pawpals/contracts';
import { Badge, Button, cn, Photo } from '@pawpals/ui';
import { EmptyState } from '../../shared/EmptyState';
import { GridSkeleton } from './FavoritesTab';

/** My Posts tab (SPEC §2.8): my pet cards with pending / rejected / resolved badges and 'New Post'. */
export function PostsTab({ posts, isLoading }: { posts: LostFoundPet[]; isLoading: boolean }) {
  if (isLoading) return <GridSkeleton />;
  if (posts.length === 0) {
    return (
      <EmptyState title="No posts yet" text="Lost a pet, or found one? Tell your neighbours.">
        <Button asChild>
          <Link to="/lost-found/new">
            <Plus aria-hidden="true" /> Create a Post
          </Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button asChild>
          <Link to="/lost-found/new">
            <Plus aria-hidden="true" /> New Post
          </Link>
        </Button>
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
  const title =
    pet.petName || `${pet.type === 'lost' ? 'Lost' : 'Found'} ${pet.breed?.toLowerCase() ?? 'pet'}`;
  return (
    <Link
      to={`/lost-found/${pet.id}`}
      data-testid="pet-card"
      className="group flex flex-col overflow-hidden rounded-3xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div className="relative aspect-[4/3] bg-muted">
        <Photo
          src={pet.photoUrl}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          className={cn('size-full object-cover', pet.status === 'resolved' && 'opacity-80')}
          fallback={
            <span className="flex size-full items-center justify-center text-muted-foreground" data-testid="photo-placeholder">
              <PawPrint className="size-10" aria-hidden="true" />
            </span>
          }
        />
        <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
          <Badge
            className={cn(
              'border-transparent uppercase tracking-wide text-white',
              pet.type === 'lost' ? 'bg-red-700' : 'bg-teal-700',
            )}
          >
            {pet.type === 'lost' ? 'Lost' : 'Found'}
          </Badge>
          {pet.status === 'resolved' ? (
            <Badge className="border-transparent bg-green-700 text-white" data-testid="resolved-badge">
              <CheckCircle2 aria-hidden="true" /> Resolved
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-display text-lg font-bold leading-tight">{title}</h3>
          {pet.approvalStatus === 'pending' ? (
            <Badge variant="warning" data-testid="approval-badge">
              <Clock aria-hidden="true" /> Pending review
            </Badge>
          ) : pet.approvalStatus === 'rejected' ? (
            <Badge className="border-transparent bg-red-100 text-red-900" data-testid="approval-badge">
              <XCircle aria-hidden="true" /> Not approved
            </Badge>
          ) : null}
        </div>
        <p className="line-clamp-2 text-sm text-foreground/85">{pet.description}</p>
        <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="line-clamp-1">{pet.lastSeenLocation}</span>
        </p>
      </div>
    </Link>
  );
}
