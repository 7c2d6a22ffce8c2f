import type { Language } from '@mise/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const fallback = [{ code: 'en', title: 'English', is_default: true }];

/** The enabled content languages, default first: one form tab each. */
export function useActiveLanguages() {
  const query = useQuery({
    queryKey: ['language', 'active'],
    queryFn: ({ signal }) =>
      api.get<{ items: Language[] }>('/language', { isActive: true, skipPagination: true }, { signal }),
    select: (response) => [...response.items].sort((a, b) => Number(b.is_default) - Number(a.is_default)),
    staleTime: 60_000,
  });
  const languages = query.data?.length ? query.data : fallback;
  return { languages, isLoading: query.isPending };
}
