// The orders list and the statistics at scale, against their limits: seeds N orders (`npm run
// seed`), then hammers each query at 10 connections (autocannon) through the full server and
// through the bare route (scripts/bench/bare-orders.mjs) on the same database, one after the other.
import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { rootDir } from '../web-build.mjs';
import { createApiClient, signIn } from './api-client.mjs';
import { bareApplicationName, barePath, listQueries, serverPath } from './orders-sql.mjs';
import { adminCredentials, findFreePort, startServer } from './server.mjs';

/** 1,000,000 on PostgreSQL; the embedded database gets a tenth (its seeding and start-up are slower). */
export const orderCounts = {
  postgres: Number(process.env.BENCH_ORDERS ?? 1_000_000),
  pglite: Number(process.env.BENCH_ORDERS_PGLITE ?? 100_000),
};
const seconds = Number(process.env.BENCH_HAMMER_SECONDS ?? 5);
const timeZone = 'Europe/Warsaw';

/** Today (from local midnight), the last 7, 30 and 365 days, all up to now. */
function statisticRanges(now = new Date()) {
  const local = new Date(now.toLocaleString('en-US', { timeZone }));
  const midnight = new Date(now.getTime() - (local.getHours() * 60 + local.getMinutes()) * 60_000);
  midnight.setSeconds(0, 0);
  const daysAgo = (days) => new Date(now.getTime() - days * 86_400_000);
  return [
    ['today', midnight],
    ['week', daysAgo(7)],
    ['month', daysAgo(30)],
    ['year', daysAgo(365)],
  ].map(([name, from]) => ({
    name,
    query: `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(now.toISOString())}&timeZone=${encodeURIComponent(timeZone)}`,
  }));
}

async function hammer(url, headers = {}, connections = 10) {
  // A short warm-up, so caches and JIT are what a running server has.
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

function seed(env, orders) {
  console.log(`Seeding ${orders.toLocaleString('en-US')} orders (npm run seed)`);
  const result = spawnSync(process.execPath, ['scripts/seed.mjs', '--orders', String(orders)], {
    cwd: rootDir,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the seeder exited with ${result.status}`);
}

async function startBare(env) {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-orders.mjs', String(port)], {
    cwd: rootDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('bare orders routes') && resolve());
    child.once('exit', (code) => reject(new Error(`the bare route exited with ${code}`)));
  });
  const stop = () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
  return { baseUrl: `http://127.0.0.1:${port}`, stop };
}

/**
 * The naive statistics outlive their requests: autocannon gives up after 10 s, the scans go on.
 * Cancel what the bare route left running, so it does not slow the full server measured next.
 */
async function cancelBareQueries(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await client.query(
        `select pg_cancel_backend(pid) from pg_stat_activity
        where application_name = $1 and datname = current_database() and state = 'active'`,
        [bareApplicationName],
      );
      if (rows.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}

/** A query that pages on: the page before is read first, and its next_cursor goes along as `after`. */
async function readOnFrom({ query, readsOn }, read) {
  if (!readsOn) return query;
  const before = await read({ ...query, pageIndex: query.pageIndex - 1 });
  const after = before.pagination.next_cursor;
  if (!after) throw new Error(`page ${query.pageIndex - 1} answered no next_cursor`);
  return { ...query, after };
}

async function measureBare(env, lists, ranges) {
  console.log('Hammering the bare route (the limit)');
  const bare = await startBare(env);
  try {
    const list = {};
    const read = async (path) => (await fetch(`${bare.baseUrl}${path}`)).json();
    for (const listed of lists) {
      const query = await readOnFrom(listed, (query) => read(barePath(query)));
      list[listed.name] = await hammer(`${bare.baseUrl}${barePath(query)}`);
    }
    const statistic = {};
    for (const { name, query } of ranges)
      statistic[name] = await hammer(`${bare.baseUrl}/statistic?${query}`);
    return { list, statistic };
  } finally {
    if (env.DATABASE_URL) await cancelBareQueries(env.DATABASE_URL);
    await bare.stop();
    if (env.DATABASE_URL) await cancelBareQueries(env.DATABASE_URL);
  }
}

async function measureServer(server, lists, ranges) {
  console.log('Hammering the full server');
  const { token } = await signIn(server.baseUrl, adminCredentials);
  const headers = { authorization: `Bearer ${token}` };
  const api = createApiClient(server.baseUrl, token);
  const list = {};
  for (const listed of lists) {
    const { name } = listed;
    const query = await readOnFrom(listed, async (query) => (await api.get(serverPath(query))).data);
    const { data } = await api.get(serverPath(query));
    const url = `${server.baseUrl}${serverPath(query)}`;
    // One caller alone beside the load of ten: the wait without a queue in front of it.
    const alone = await hammer(url, headers, 1);
    list[name] = {
      ...(await hammer(url, headers)),
      total: data.pagination,
      alone: { p50: alone.p50, p99: alone.p99 },
    };
  }
  const statistic = {};
  for (const { name, query } of ranges) {
    const url = `${server.baseUrl}/api/order/statistic?${query}`;
    // How long one dashboard waits for its answer (one asking at a time).
    const alone = await hammer(url, headers, 1);
    statistic[name] = { ...(await hammer(url, headers)), alone: { p50: alone.p50, p99: alone.p99 } };
  }
  return { list, statistic };
}

/** Empties the bench's PostgreSQL database: BENCH_DATABASE_URL must name a scratch database. */
async function emptyDatabase(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
  );
  await client.end();
}

/** Resolves to { database, orders, list: {name: {server, bare}}, statistic: {name: {server, bare}} }. */
export async function benchOrders() {
  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? 'postgres' : 'pglite';
  const orders = orderCounts[database];
  const lists = listQueries();
  const ranges = statisticRanges();
  let bare;
  let server;
  if (url) {
    // BENCH_REUSE_ORDERS=1 measures what an earlier run seeded there (for trying a fix quickly).
    if (process.env.BENCH_REUSE_ORDERS !== '1') {
      await emptyDatabase(url);
      seed({ DATABASE_URL: url }, orders);
    }
    bare = await measureBare({ DATABASE_URL: url }, lists, ranges);
    server = await startServer({ env: { DATABASE_URL: url } });
  } else {
    // PGlite opens in one process at a time: seed and the bare route before the server starts.
    server = await startServer({
      prepare: async (dataDir) => {
        seed({ DATA_DIR: dataDir, DATABASE_URL: '' }, orders);
        bare = await measureBare({ DATA_DIR: dataDir, DATABASE_URL: '' }, lists, ranges);
      },
    });
  }
  let measured;
  try {
    measured = await measureServer(server, lists, ranges);
  } finally {
    await server.stop();
  }
  const pair = (part) =>
    Object.fromEntries(
      Object.keys(measured[part]).map((name) => [
        name,
        { server: measured[part][name], bare: bare[part][name] },
      ]),
    );
  return { database, orders, seconds, list: pair('list'), statistic: pair('statistic') };
}
