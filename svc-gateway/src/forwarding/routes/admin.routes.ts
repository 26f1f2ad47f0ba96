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
];
