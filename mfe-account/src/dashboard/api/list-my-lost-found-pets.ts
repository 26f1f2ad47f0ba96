import { listMyLostFoundPetsQueryOptions } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

// Read by mfe-lostfound too: one fetcher and one key, in libs/api-client.
export { listMyLostFoundPets, listMyLostFoundPetsQueryOptions } from '@pawpals/api-client';

/** My posts, every status and approval state (the dashboard's posts tab). */
export const useListMyLostFoundPets = () => useSignedInQuery(listMyLostFoundPetsQueryOptions());
