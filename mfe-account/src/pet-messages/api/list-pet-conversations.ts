import { queryOptions } from '@tanstack/react-query';
import { callApi, petConversationKeys } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

/** GET /api/pet-conversations: my conversations about posts, as poster or visitor, newest activity first. */
export const listPetConversations = () => callApi('listPetConversations');

export const listPetConversationsQueryOptions = () =>
  queryOptions({ queryKey: petConversationKeys.mine(), queryFn: listPetConversations });

export const useListPetConversations = () => useSignedInQuery(listPetConversationsQueryOptions());
