// What the end-to-end global setup gives the server, and what tests sign in with.
export const adminCredentials = { email: 'admin@mise.test', password: 'Admin12345!' } as const;

/**
 * The server under test: one you started (E2E_BASE_URL), else this worker's own server, which the
 * global setup started before any worker (Playwright numbers workers with TEST_PARALLEL_INDEX).
 */
export function findBaseUrl(): string | undefined {
  return process.env.E2E_BASE_URL ?? process.env[`E2E_BASE_URL_${process.env.TEST_PARALLEL_INDEX ?? 0}`];
}

export function getBaseUrl(): string {
  const baseUrl = findBaseUrl();
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
  return baseUrl;
}
