import { listMyLostFoundPetsQueryOptions } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

// Read by mfe-account's dashboard too: one fetcher and one key, in libs/api-client.
export { listMyLostFoundPets, listMyLostFoundPetsQueryOptions } from '@pawpals/api-client';

/** The poster's own posts, including pending and rejected ones; only asked for while signed in. */
export const useListMyLostFoundPets = () => useSignedInQuery(listMyLostFoundPetsQueryOptions());
