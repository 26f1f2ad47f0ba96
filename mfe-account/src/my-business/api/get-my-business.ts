import { getMyBusinessQueryOptions } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

// Read by mfe-directory too: one fetcher and one key, in libs/api-client.
export { getMyBusiness, getMyBusinessQueryOptions } from '@pawpals/api-client';

/** GET /api/my-business while signed in: my business, or null before I have one. */
export const useGetMyBusiness = () => useSignedInQuery(getMyBusinessQueryOptions());
