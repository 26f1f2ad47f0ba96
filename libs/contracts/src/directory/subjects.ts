/**
 * svc-directory's NATS request subjects: one per route it answers (named like the route), its health
 * probe, and what other services ask of it.
 */
import { routeSubjects, systemSubjects } from '../shared/contract-builders';
import { DIRECTORY_ROUTES } from './routes';

export const DIRECTORY_SUBJECTS = {
  ...routeSubjects('directory', DIRECTORY_ROUTES),
  health: 'directory.health',
  ...systemSubjects('directory'),
  /** The gateway sets a logo once it has checked the upload. */
  setBusinessLogo: 'directory.setBusinessLogo',
  /** svc-admin's import creates the selected places as listings. */
  importBusinesses: 'directory.importBusinesses',
  /** svc-pets asks for the veterinarians nearest a found pet: RpcRequest<NearestVetsRequest> → NearbyVet[]. */
  findNearestVets: 'directory.findNearestVets',
  /** svc-admin checks a report names a business or review that exists: RpcRequest<ReportedContentRef> → ContentExists. */
  contentExists: 'directory.contentExists',
  /** Everything this service holds of the actor (GET /api/auth/user/export): RpcRequest → Record<string, unknown>. */
  exportUserData: 'directory.exportUserData',
  /** The gateway's sitemap asks for a page of every business: RpcRequest<SitemapPageRequest> → SitemapPage. */
  listSitemapBusinesses: 'directory.listSitemapBusinesses',
  /** svc-admin names content a moderator acts on: RpcRequest<DescribeContentsRequest> → (ModeratedContent | null)[]. */
  describeContents: 'directory.describeContents',
} as const;

/** The body of SUBJECTS.directory.findNearestVets' request (an RpcRequest without actor). */
export interface NearestVetsRequest {
  latitude: number;
  longitude: number;
  limit: number;
}
