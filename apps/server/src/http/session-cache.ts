import type { SessionUser } from '@mise/contract';

/** What the database's session triggers announce on (the auth_tokens and users tables changed). */
export const sessionsChannel = 'mise_sessions';

type Entry = { user: SessionUser; until: number };

/**
 * Valid sessions this process looked up in the last few seconds, so a busy panel's every call
 * does not also ask the database who its token belongs to. Only valid sessions are kept (a guessed
 * token is never remembered); any change to users or tokens empties it: this process's own writes
 * at once, every process's through the database's NOTIFY, and `ttlMs` bounds the rest (a lost
 * listening connection; clearing again when it comes back).
 */
export function createSessionCache({ ttlMs = 5_000, maxEntries = 10_000 } = {}) {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    /** Taken before a lookup: what that lookup found is kept only if nothing was cleared meanwhile. */
    get generation() {
      return generation;
    },
    get(tokenHash: string, now = Date.now()): SessionUser | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until > now) return entry.user;
      entries.delete(tokenHash);
      return undefined;
    },
    /**
     * Keeps a session found valid until `ttlMs` from now or its token's expiry, whichever is first,
     * unless the cache was cleared since `lookedUpAt` (the lookup may have read the session just
     * before a sign-out committed).
     */
    remember(tokenHash: string, user: SessionUser, expiresAt: Date, lookedUpAt: number, now = Date.now()) {
      if (lookedUpAt !== generation) return;
      if (entries.size >= maxEntries) entries.clear();
      // One object serves many requests: frozen, so none can change it for the others.
      entries.set(tokenHash, {
        user: Object.freeze(user),
        until: Math.min(now + ttlMs, expiresAt.getTime()),
      });
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
