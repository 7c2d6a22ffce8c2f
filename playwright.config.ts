import { defineConfig } from '@playwright/test';
import { findBaseUrl } from './e2e/support/env.ts';

// The global setup starts one real server per worker and sets E2E_BASE_URL_<n> before any worker
// starts; workers load this file again and so see it. Set E2E_BASE_URL yourself to test a server
// you run (then one worker).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // Each worker has its own server and database (embedded, or on E2E_DATABASE_URL); the tests of one file run in order in
  // one worker and share that server's data. E2E_WORKERS=1 for a single server.
  workers: process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  // Stop in time to still write the report; scripts/test.mjs kills the run at 24.5 minutes.
  // About 235 tests took 8 minutes on one 2-core CI machine and 21.9 on another, slower one (its
  // unit and API stage 219–304 s against 124 s; the whole of .ci/run 26.6 minutes there).
  globalTimeout: process.env.CI ? 23.5 * 60_000 : 0,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: findBaseUrl(),
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1600, height: 1000 },
    locale: 'en-US',
    timezoneId: 'UTC',
    screenshot: 'only-on-failure',
    // Recording a trace of every test (kept only for failures) costs about a third of the suite's
    // time on a 2-core machine: off on CI unless E2E_TRACE=on asks for it.
    trace: process.env.CI && process.env.E2E_TRACE !== 'on' ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
