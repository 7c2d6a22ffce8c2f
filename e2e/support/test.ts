import { test as base, expect, type Page, request } from '@playwright/test';
import { adminCredentials, getBaseUrl } from './env.ts';
import { LoginPage } from './pages/login.page.ts';
import { ShellPage } from './pages/shell.page.ts';

/** What POST /api/login answers, and what the panel keeps in localStorage `token` and `user`. */
export type Session = { token: string; user: Record<string, unknown> };

type TestFixtures = {
  /**
   * The admin's session from one POST /api/login, fresh for each test that asks: a test that
   * signs out revokes its token, so tokens are not shared between tests.
   */
  adminSession: Session;
  /** The test's `page`, signed in as the admin before its first navigation (localStorage token, user). */
  authenticatedPage: Page;
  loginPage: LoginPage;
  shell: ShellPage;
};

export const test = base.extend<TestFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  adminSession: async ({}, use) => {
    const api = await request.newContext({ baseURL: getBaseUrl() });
    const response = await api.post('/api/login', { data: adminCredentials });
    if (!response.ok()) {
      throw new Error(`POST /api/login answered ${response.status()}: ${await response.text()}`);
    }
    const session = (await response.json()) as Session;
    await api.dispose();
    await use(session);
  },

  authenticatedPage: async ({ page, adminSession }, use) => {
    // Seed localStorage before the panel's scripts run, once per tab (sessionStorage marks it),
    // so a test that signs out stays signed out across reloads.
    await page.context().addInitScript(
      ({ token, user }) => {
        try {
          if (window.sessionStorage.getItem('e2e-session-seeded')) return;
          window.sessionStorage.setItem('e2e-session-seeded', '1');
          window.localStorage.setItem('token', token);
          window.localStorage.setItem('user', user);
        } catch {
          // about:blank and other opaque origins have no storage.
        }
      },
      { token: adminSession.token, user: JSON.stringify(adminSession.user) },
    );
    await use(page);
  },

  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },

  shell: async ({ authenticatedPage }, use) => {
    await use(new ShellPage(authenticatedPage));
  },
});

export { expect };
