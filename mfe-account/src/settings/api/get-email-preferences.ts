import { queryOptions } from '@tanstack/react-query';
import { callApi, emailPreferenceKeys } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

/** GET /api/me/preferences: which emails I get. */
export const getEmailPreferences = () => callApi('getEmailPreferences');

export const getEmailPreferencesQueryOptions = () => queryOptions({ queryKey: emailPreferenceKeys.mine(), queryFn: getEmailPreferences });

export const useGetEmailPreferences = () => useSignedInQuery(getEmailPreferencesQueryOptions());
