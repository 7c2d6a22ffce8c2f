import { defaultBrandName } from '@mise/contract/settings/setting-choices';
import { useQuery } from '@tanstack/react-query';
import { useBrandTitle } from '../../app/document-title.ts';
import { settingValueQuery } from './settings-api.ts';

/** The stored brand name, which the shell shows in the top bar and at the end of the page title. */
export function useBrandName(): string {
  const { data } = useQuery(settingValueQuery<string>('brand_name'));
  const brandName = data?.trim() || defaultBrandName;
  useBrandTitle(brandName);
  return brandName;
}
