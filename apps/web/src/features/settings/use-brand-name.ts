import { defaultBrandName } from '@mise/contract/settings/setting-choices';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingValueQuery } from './settings-api.ts';

/** The stored brand name, which the shell shows in the top bar and as the page title. */
export function useBrandName(): string {
  const { data } = useQuery(settingValueQuery<string>('brand_name'));
  const brandName = data?.trim() || defaultBrandName;
  useEffect(() => {
    document.title = brandName;
  }, [brandName]);
  return brandName;
}
