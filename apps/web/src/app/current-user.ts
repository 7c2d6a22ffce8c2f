import type { SessionUser, StaffRole } from '@mise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestCurrentUser, takeEarlyCurrentUserRequest } from './current-user-request.ts';
import { getUser } from './session.ts';

export const currentUserQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => takeEarlyCurrentUserRequest() ?? requestCurrentUser(signal),
  staleTime: Number.POSITIVE_INFINITY,
  // The guard waits on this call; when it fails the stored user is used (router.tsx).
  retry: false,
});

/**
 * The contract's `panelRoles`, kept here so the /app guard does not download the contract and
 * zod before it may ask who is signed in; current-user.test.ts proves the two agree.
 */
export const panelRoles: readonly StaffRole[] = ['system', 'manager'];

export function canEnterPanel(user: Pick<SessionUser, 'role'>): boolean {
  return !user.role || panelRoles.includes(user.role);
}

/** The signed-in user: the fetched one, else the one kept in localStorage at sign-in. */
export function useCurrentUser(): SessionUser | null {
  const { data } = useQuery({ ...currentUserQuery, enabled: false });
  return data ?? getUser();
}
