import type { ForwardRoute } from '../route-table';

export const directoryRoutes: ForwardRoute[] = [];
