import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';

/** GET /api/admin/settings/categories: business categories, price ranges, appointment statuses and admin roles. */
export const getSettingsCategories = () => callApi('getSettingsCategories');

export const getSettingsCategoriesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.settingsCategories(), queryFn: getSettingsCategories });

export function useGetSettingsCategories() {
  return useQuery(getSettingsCategoriesQueryOptions());
}
