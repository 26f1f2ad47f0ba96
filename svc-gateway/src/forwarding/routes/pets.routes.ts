import type { ForwardRoute } from '../route-table';

export const petsRoutes: ForwardRoute[] = [];
