// `npm run bench`: seeds a large data set through the public API of a fresh server, times the
// list protocol, loads the panel cold in headless Chromium, and checks the results against the
// budgets. Prints tables and a verdict line, writes bench-results.json; exits 1 over budget or on
// error.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createApiClient, signIn } from './bench/api-client.mjs';
import { measureApi } from './bench/api-timings.mjs';
import { createDistSizes } from './bench/assets.mjs';
import { benchOrders } from './bench/orders-bench.mjs';
import { launchBrowser, measureLoad } from './bench/panel.mjs';
import {
  evaluateBudgets,
  evaluateOrderBudgets,
  printOrdersReport,
  printReport,
  verdictLine,
} from './bench/report.mjs';
import { benchResources } from './bench/resources.mjs';
import { measureSearch, seedMenu } from './bench/search-timings.mjs';
import { seedAll } from './bench/seed.mjs';
import { adminCredentials, startServer } from './bench/server.mjs';
import { measureIntake } from './bench/storefront-intake.mjs';
import { ensureWebBuild, rootDir } from './web-build.mjs';

// Seeding gets most of a ~5 minute run on 2 cores; what does not fit is reported as capped.
const seedBudgetSeconds = Number(process.env.BENCH_SEED_SECONDS ?? 180);
const startedAt = new Date();

async function measure(server) {
  const session = await signIn(server.baseUrl, adminCredentials);
  const api = createApiClient(server.baseUrl, session.token);
  const { data: docs } = await api.get('/api/docs/json');
  const seed = await seedAll(api, benchResources, new Set(Object.keys(docs.paths)), seedBudgetSeconds);
  const apiTimings = [...(await measureApi(api, benchResources, seed.ids)), ...(await measureSearch(api))];
  const intake = await measureIntake(api, server.baseUrl);

  const { gzipSizeOf, listChunks } = createDistSizes(server.webDist);
  console.log('Loading the panel cold in headless Chromium');
  const browser = await launchBrowser();
  try {
    const signInLoad = await measureLoad(browser, `${server.baseUrl}/`, { gzipSizeOf });
    const firstLoad = await measureLoad(browser, `${server.baseUrl}/app/settings/cities`, {
      gzipSizeOf,
      session,
    });
    if (new URL(firstLoad.finalUrl).pathname !== '/app/settings/cities') {
      throw new Error(`The signed-in panel load ended at ${firstLoad.finalUrl}, not /app/settings/cities`);
    }
    return {
      seed: { stats: seed.stats, absent: seed.absent },
      api: apiTimings,
      intake,
      signIn: signInLoad,
      firstLoad,
      chunks: listChunks(),
    };
  } finally {
    await browser.close();
  }
}

/** `BENCH_ONLY=orders`: only the orders list and statistics at scale (no panel build, no browser). */
async function measureOrdersOnly() {
  const orders = await benchOrders();
  const checks = evaluateOrderBudgets(orders);
  printOrdersReport(orders);
  const load = loadavg().map((value) => value.toFixed(2));
  console.log(`\nLoad average at the end: ${load.join(' ')} on ${cpus().length} CPUs`);
  console.log(verdictLine(checks, (Date.now() - startedAt.getTime()) / 1000));
  return checks.every((check) => check.pass) ? 0 : 1;
}

async function main() {
  if (process.env.BENCH_ONLY === 'orders') return measureOrdersOnly();
  ensureWebBuild();
  console.log('Starting the server on a fresh embedded database');
  const server = await startServer({ prepare: seedMenu });
  let results;
  try {
    results = await measure(server);
  } finally {
    await server.stop();
  }
  // Orders at scale on a database of their own: PostgreSQL when BENCH_DATABASE_URL is set.
  results.orders = await benchOrders();
  const seconds = (Date.now() - startedAt.getTime()) / 1000;
  const checks = [...evaluateBudgets(results), ...evaluateOrderBudgets(results.orders)];
  printReport({ ...results, checks });
  printOrdersReport(results.orders);
  const verdict = verdictLine(checks, seconds);
  const machine = {
    cpus: cpus().length,
    loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
    node: process.version,
  };
  const output = {
    startedAt: startedAt.toISOString(),
    seconds: Number(seconds.toFixed(1)),
    machine,
    ...results,
    budgets: checks,
    verdict,
  };
  writeFileSync(join(rootDir, 'bench-results.json'), `${JSON.stringify(output, null, 2)}\n`);
  console.log(
    `\nLoad average at the end: ${machine.loadAverage.join(' ')} on ${machine.cpus} CPUs; results in bench-results.json`,
  );
  console.log(verdict);
  return checks.every((check) => check.pass) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`\nBENCH ERROR: ${error instanceof Error ? error.stack : error}`);
    process.exit(1);
  },
);
