import type { SettingItem } from '@mise/contract/settings/setting-registry';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** Everything under `['setting']` (the list, and single settings such as currency) refreshes after a save. */
export const settingKeys = {
  all: ['setting'] as const,
  list: ['setting', 'list'] as const,
  one: (name: string) => ['setting', name] as const,
};

export const settingsListQuery = queryOptions({
  queryKey: settingKeys.list,
  queryFn: ({ signal }) =>
    api
      .get<{ items: SettingItem[] }>('/setting', { skipPagination: true }, { signal })
      .then((body) => body.items),
});

/** One setting's value; a light query for screens that need only it (currency, brand name). */
export const settingValueQuery = <T>(name: string) =>
  queryOptions({
    queryKey: settingKeys.one(name),
    queryFn: ({ signal }) =>
      api
        .get<{ item: SettingItem }>(`/setting/${name}`, undefined, { signal })
        .then((body) => body.item.value as T),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object | FormData) => api.post<{ items: SettingItem[] }>('/setting', body),
    onSuccess: (response) => {
      queryClient.setQueryData(settingKeys.list, response.items);
      void queryClient.invalidateQueries({
        queryKey: settingKeys.all,
        predicate: (query) => query.queryKey[1] !== 'list',
      });
    },
  });
}
