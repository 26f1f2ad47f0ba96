/**
 * svc-admin's NATS request subjects (one per route it answers, named like the route, its health probe
 * and its data export), and what svc-admin asks of the services that own reported or moderated content
 * (`<service>.contentExists`, `<service>.describeContents`).
 */
import { routeSubjects } from '../shared/contract-builders';
import type { ReportableContentType, TakedownContentType } from './enums';
import { ADMIN_ROUTES } from './routes';

export const ADMIN_SUBJECTS = {
  ...routeSubjects('admin', ADMIN_ROUTES),
  health: 'admin.health',
  exportUserData: 'admin.exportUserData',
} as const;

/** A piece of content a member reports (POST /api/reports), as svc-admin asks its owner about it. */
export interface ReportedContentRef {
  contentType: ReportableContentType;
  contentId: string;
}
export interface ContentExists {
  exists: boolean;
}

/** A piece of content as a moderator names it (svc-admin asks its owner: `<service>.describeContents`). */
export interface ContentRef {
  contentType: TakedownContentType;
  contentId: string;
}
export interface ModeratedContent extends ContentRef {
  /** Who wrote or posted it: they are told when it is taken down. */
  authorId: string | null;
  /** A short name a person recognises ("Lost dog: Rex", "Review of Happy Paws"). */
  title: string;
  /** Where it shows on the site, for the moderator to open. */
  link: string | null;
}
/** The body of `<service>.describeContents` (an RpcRequest without actor); the answer is parallel to `refs`, null where unknown. */
export interface DescribeContentsRequest {
  refs: ContentRef[];
}
