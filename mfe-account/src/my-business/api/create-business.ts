import type { BodyOf } from '@pawpals/contracts';
import { callApi } from '@pawpals/api-client';

/** POST /api/businesses: create my business (one per owner). The form's hook is useSaveBusiness. */
export const createBusiness = (body: BodyOf<'createBusiness'>) => callApi('createBusiness', { body });
