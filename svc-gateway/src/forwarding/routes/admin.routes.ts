import { SUBJECTS } from '@pawpals/contracts';
import type { ForwardRoute } from '../route-table';

export const adminRoutes: ForwardRoute[] = [
  {
    method: 'GET',
    path: '/admin/check',
    subject: SUBJECTS.admin.check,
    access: 'user',
    summary: 'Whether the signed-in user is an admin, and their role: {isAdmin, role}',
  },
  {
    method: 'GET',
    path: '/admin/lost-found/pending',
    subject: SUBJECTS.pets.listPending,
    access: { admin: 'moderator' },
    summary: 'Pet posts waiting for moderation (with species and createdAt), oldest first',
  },
  {
    method: 'PATCH',
    path: '/admin/lost-found/:id/approve',
    subject: SUBJECTS.pets.moderatePost,
    access: { admin: 'moderator' },
    summary: "Approve or reject a pending pet post: {approvalStatus: 'approved'|'rejected'}",
  },
];
