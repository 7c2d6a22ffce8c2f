// What the end-to-end global setup gives the server, and what tests sign in with.
export const adminCredentials = { email: 'admin@mise.test', password: 'Admin12345!' } as const;

/** The server under test; set by the global setup before any worker starts. */
export function getBaseUrl(): string {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
  return baseUrl;
}
