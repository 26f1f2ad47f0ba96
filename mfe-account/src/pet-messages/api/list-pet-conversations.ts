import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi, callApiPage, petConversationKeys } from '@pawpals/api-client';
import { useSignedInInfiniteQuery, useSignedInQuery } from '@pawpals/session';

/** GET /api/pet-conversations: my conversations about posts, as poster or visitor, newest activity first, one page at a time. */
export const listPetConversations = (cursor?: string) =>
  callApiPage('listPetConversations', { query: { cursor } });

export const listPetConversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: petConversationKeys.mine(),
    queryFn: ({ pageParam }) => listPetConversations(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useListPetConversations = () => useSignedInInfiniteQuery(listPetConversationsQueryOptions());

/** GET /api/pet-conversations/unread-count: new messages over all my conversations, not only the pages loaded. */
export const petMessagesUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: petConversationKeys.unreadCount(),
    queryFn: () => callApi('getPetMessagesUnreadCount'),
  });

export const usePetMessagesUnreadCount = () => useSignedInQuery(petMessagesUnreadCountQueryOptions());
