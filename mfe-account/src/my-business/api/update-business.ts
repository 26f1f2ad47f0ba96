import type { BodyOf } from '@pawpals/contracts';
import { callApi } from '@pawpals/api-client';

/** PUT /api/businesses/:id: update my business; {isPremium: 0|1} alone is the premium toggle (useTogglePremium). */
export const updateBusiness = (id: string, body: BodyOf<'updateBusiness'>) => callApi('updateBusiness', { params: { id }, body });
