import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace. End-to-end specs (e2e/) belong to Playwright, not here.
const excluded = ['**/node_modules/**', '**/dist/**', 'e2e/**'];

export default defineConfig({
  test: {
    passWithNoTests: true,
    // Vitest's default is one worker per core but one, which on a 2-core CI machine runs every
    // file in turn; the API files wait on their database much of the time, so two overlap well
    // (measured there: 357 s with one worker, 247 s with two).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          exclude: excluded,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: excluded,
          environment: 'node',
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          // Files share loaded modules within a worker: each builds its own app on its own database,
          // and importing the server for every file would cost more than the tests.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The same API suite on PostgreSQL, when a server is given (CI sets TEST_DATABASE_URL).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                include: ['apps/server/src/**/*.test.ts'],
                exclude: excluded,
                environment: 'node',
                env: { TEST_DB_KIND: 'postgres' },
                globalSetup: ['apps/server/src/testing/postgres-global-setup.ts'],
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: excluded,
          environment: 'node',
        },
      },
    ],
  },
});
