import { SUBJECTS } from '@pawpals/contracts';
import type { ForwardRoute } from '../route-table';

/** svc-pets: lost & found posts (SPEC §7.2, §7.4). The moderation routes live in admin.routes.ts. */
export const petsRoutes: ForwardRoute[] = [
  {
    method: 'GET',
    path: '/lost-found-pets',
    subject: SUBJECTS.pets.listPosts,
    access: 'public',
    summary: 'Active, approved lost and found pets, newest first; ?type=lost|found (omitted for all)',
  },
  {
    method: 'GET',
    path: '/lost-found-pets/:id',
    subject: SUBJECTS.pets.getPost,
    access: 'public',
    summary: 'One pet post: public when approved; the poster and admins also see it while pending or rejected',
  },
  {
    method: 'POST',
    path: '/lost-found-pets',
    subject: SUBJECTS.pets.createPost,
    access: 'user',
    summary:
      'Post a lost or found pet {type, petName, breed, color, description, collarInfo, lastSeenLocation, lastSeenDate, photoUrl (/objects/…), contactInfo, species?}; starts active and pending review',
  },
  {
    method: 'PATCH',
    path: '/lost-found-pets/:id/status',
    subject: SUBJECTS.pets.setPostStatus,
    access: 'user',
    summary: "The poster marks the pet reunited or reopens it: {status: 'resolved'|'active'}",
  },
  {
    method: 'GET',
    path: '/user/lost-found-pets',
    subject: SUBJECTS.pets.myPosts,
    access: 'user',
    summary: "The signed-in user's own posts, every status, with approvalStatus",
  },
];
