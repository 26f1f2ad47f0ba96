import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../call';
import { lostFoundPetKeys } from '../keys';

/** GET /api/user/lost-found-pets: my own posts, every status and approval state (read by mfe-lostfound and mfe-account). */
export const listMyLostFoundPets = () => callApi('listMyLostFoundPets');

export const listMyLostFoundPetsQueryOptions = () =>
  queryOptions({ queryKey: lostFoundPetKeys.mine(), queryFn: listMyLostFoundPets });
