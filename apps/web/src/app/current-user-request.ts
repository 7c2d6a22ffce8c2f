import type { SessionUser } from '@mise/contract';
import { api } from '../api/client.ts';

// GET /api/me without TanStack Query, so that a cold start of the panel can ask who is signed
// in as soon as the entry runs, while the panel's own code still downloads (router.tsx).

export function requestCurrentUser(signal?: AbortSignal): Promise<SessionUser> {
  return api.get<{ user: SessionUser }>('/me', undefined, { signal }).then((body) => body.user);
}

let earlyRequest: Promise<SessionUser> | undefined;

export function startCurrentUserRequest(): void {
  earlyRequest ??= requestCurrentUser();
  earlyRequest.catch(() => {}); // the guard reads the failure; nothing is left unhandled meanwhile
}

/** The request started early, handed out once: the guard's first run uses it, later runs ask anew. */
export function takeEarlyCurrentUserRequest(): Promise<SessionUser> | undefined {
  const request = earlyRequest;
  earlyRequest = undefined;
  return request;
}
