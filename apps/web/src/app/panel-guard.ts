import type { SessionUser } from '@mise/contract';
import { redirect } from '@tanstack/react-router';
import { isApiError } from '../api/client.ts';
import { canEnterPanel, currentUserQuery } from './current-user.ts';
import { queryClient } from './query-client.ts';
import { clearSession, getUser, setUser } from './session.ts';

// The /app guard's work past "is there a token" (router.tsx). It needs TanStack Query and the
// contract, so it is loaded with the panel and the sign-in screen never downloads either.

/** The signed-in user if they may enter the panel; otherwise a redirect to sign-in is thrown. */
export async function enterPanel(): Promise<SessionUser> {
  let user = getUser();
  try {
    user = await queryClient.ensureQueryData(currentUserQuery);
    setUser(user);
  } catch (error) {
    if (isApiError(error, 401)) throw redirect({ to: '/' });
    // Spec part 1, section 8: load failures are only logged; keep the user from sign-in.
    console.error('GET /api/me failed', error);
  }
  if (!user || !canEnterPanel(user)) {
    clearSession();
    queryClient.clear();
    throw redirect({ to: '/' });
  }
  return user;
}

/** After sign-in: the guard then trusts this user instead of asking GET /api/me again. */
export function rememberSignedInUser(user: SessionUser): void {
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

/** After a 401 or a sign-out: nothing cached for the previous session survives. */
export function forgetServerState(): void {
  queryClient.clear();
}
