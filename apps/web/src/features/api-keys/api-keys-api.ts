import type { ApiKey, CreatedApiKey, ListResponse } from '@mise/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const apiKeysKey = ['api_key'] as const;

/** Every key, newest first: a restaurant has a handful (one per website, app or bot). */
export const apiKeysQuery = queryOptions({
  queryKey: [...apiKeysKey, 'list'],
  queryFn: ({ signal }) =>
    api.get<ListResponse<ApiKey>>(
      '/api_key',
      { pageSize: 100, sortBy: 'createdAt', direction: 'DESC' },
      { signal },
    ),
  select: (response) => response.items,
});

export function useApiKeyMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeysKey });
  return {
    create: useMutation({
      mutationFn: (body: { name: string; channel: string }) =>
        api.post<{ api_key: CreatedApiKey }>('/api_key', body).then((answer) => answer.api_key),
      onSuccess: refresh,
    }),
    revoke: useMutation({ mutationFn: (id: number) => api.delete(`/api_key/${id}`), onSuccess: refresh }),
  };
}
