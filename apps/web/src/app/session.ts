import type { SessionUser } from '@mise/contract';

/** localStorage keys shared by the whole panel (spec part 1, section 3: "Stored locally"). */
export const storageKeys = {
  token: 'token',
  user: 'user',
  language: 'currentLanguage',
  theme: 'theme',
} as const;

export function getToken(): string | null {
  return localStorage.getItem(storageKeys.token);
}

export function getUser(): SessionUser | null {
  const text = localStorage.getItem(storageKeys.user);
  if (!text) return null;
  try {
    return JSON.parse(text) as SessionUser;
  } catch {
    return null;
  }
}

export function setSession(token: string, user: SessionUser): void {
  localStorage.setItem(storageKeys.token, token);
  setUser(user);
}

export function setUser(user: SessionUser): void {
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.user);
}

export function hasSession(): boolean {
  return getToken() !== null;
}

/** "Anna Nowak", falling back to the email when the names are empty. */
export function formatUserName(user: Pick<SessionUser, 'first_name' | 'last_name' | 'email'>): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || user.email;
}
