import { panelRoles, type SessionUser } from '@mise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { getUser } from './session.ts';

export const currentUserQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) =>
    api.get<{ user: SessionUser }>('/me', undefined, { signal }).then((body) => body.user),
  staleTime: Number.POSITIVE_INFINITY,
  // The guard waits on this call; when it fails the stored user is used (router.tsx).
  retry: false,
});

export function canEnterPanel(user: Pick<SessionUser, 'role'>): boolean {
  return !user.role || panelRoles.includes(user.role);
}

/** The signed-in user: the fetched one, else the one kept in localStorage at sign-in. */
export function useCurrentUser(): SessionUser | null {
  const { data } = useQuery({ ...currentUserQuery, enabled: false });
  return data ?? getUser();
}
