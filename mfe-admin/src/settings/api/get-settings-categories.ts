import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsCategories } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { settingsKeys } from './settings-keys';

export function getSettingsCategories(): Promise<SettingsCategories> {
  return apiJson<SettingsCategories>('GET', '/api/admin/settings/categories');
}

export const settingsCategoriesQueryOptions = () => queryOptions({ queryKey: settingsKeys.categories(), queryFn: getSettingsCategories });

/** GET /api/admin/settings/categories. */
export function useSettingsCategories() {
  return useQuery(settingsCategoriesQueryOptions());
}
