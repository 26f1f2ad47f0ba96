import type { AdminRole } from '@pawpals/contracts';
import { adminRoutes } from './routes/admin.routes';
import { directoryRoutes } from './routes/directory.routes';
import { notificationsRoutes } from './routes/notifications.routes';
import { petsRoutes } from './routes/pets.routes';

export type Access = 'public' | 'user' | { admin: AdminRole };
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One /api route answered by a domain service: the gateway checks access and forwards it over NATS. */
export interface ForwardRoute {
  method: HttpMethod;
  /** Express-style path under /api, with :params. */
  path: string;
  subject: string;
  access: Access;
  summary: string;
  /** Answer status when the service succeeds (default 200, or 201 for POST). */
  status?: number;
}

/** Every forwarded route, one file per owning service (ARCHITECTURE §5). */
export const ROUTES: ForwardRoute[] = [...directoryRoutes, ...petsRoutes, ...notificationsRoutes, ...adminRoutes];
