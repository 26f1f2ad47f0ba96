/**
 * svc-pets' NATS request subjects: one per route it answers (named like the route), its health probe,
 * and what other services ask of it.
 */
import { routeSubjects, systemSubjects } from '../shared/contract-builders';
import { PETS_ROUTES } from './routes';

export const PETS_SUBJECTS = {
  ...routeSubjects('pets', PETS_ROUTES),
  health: 'pets.health',
  ...systemSubjects('pets'),
  exportUserData: 'pets.exportUserData',
  /** svc-admin checks a report names a pet post the reporter can see: RpcRequest<ReportedContentRef> → ContentExists. */
  contentExists: 'pets.contentExists',
  /** The gateway's sitemap asks for a page of the approved active posts: RpcRequest<SitemapPageRequest> → SitemapPage. */
  listSitemapPosts: 'pets.listSitemapPosts',
  /** svc-admin names content a moderator acts on: RpcRequest<DescribeContentsRequest> → (ModeratedContent | null)[]. */
  describeContents: 'pets.describeContents',
  /** The admin dashboard counts the moderation queue as the moderation page lists it: RpcRequest → { count }. */
  countPendingPosts: 'pets.countPendingPosts',
} as const;
