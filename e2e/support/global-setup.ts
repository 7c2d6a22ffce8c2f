import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import pg from 'pg';
import { ensureWebBuild, rootDir, webDistDir } from '../../scripts/web-build.mjs';
import { adminCredentials } from './env.ts';

const startupTimeoutMs = 180_000;
const serverLogPath = (index: number) => join(rootDir, 'test-results', `e2e-server-${index}.log`);

/**
 * Where the servers keep their data: a fresh database of their own on the PostgreSQL server that
 * E2E_DATABASE_URL names (CI sets it: native PostgreSQL leaves the two cores to the browsers and
 * servers, where the embedded one runs inside each server's event loop), else a fresh embedded one.
 */
const postgresUrl = process.env.E2E_DATABASE_URL;

const scratchPrefix = 'mise_e2e_';

/** Whether the run that named a scratch database `mise_e2e_<pid>_<n>` is still running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs `work` on a connection to the database `url` names, closing it afterwards. */
async function onAdminConnection<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const dropDatabase = (admin: pg.Client, name: string) =>
  admin.query(`drop database if exists "${name}" with (force)`);

/** Creates an empty database beside the one `url` names; answers its URL and how to drop it. */
async function createScratchDatabase(url: string, name: string) {
  await onAdminConnection(url, async (admin) => {
    // A run stopped before its teardown (a global timeout) leaves its databases: drop those.
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [scratchPrefix],
    );
    for (const { datname } of rows) {
      const pid = Number(datname.slice(scratchPrefix.length).split('_')[0]);
      if (Number.isInteger(pid) && !isRunning(pid)) await dropDatabase(admin, datname);
    }
    await dropDatabase(admin, name);
    await admin.query(`create database "${name}"`);
  });
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: () => onAdminConnection(url, (admin) => dropDatabase(admin, name)),
  };
}

/**
 * Starts one real server per Playwright worker, each on a free port with a fresh database, so
 * workers never see each other's data; returns their teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    // A server someone started already: test against it, start nothing.
    await waitForHealth(process.env.E2E_BASE_URL, undefined, 0);
    return async () => {};
  }
  ensureWebBuild();
  const servers = await Promise.all(Array.from({ length: config.workers }, (_, index) => startOne(index)));
  servers.forEach(({ baseUrl }, index) => {
    process.env[`E2E_BASE_URL_${index}`] = baseUrl;
  });
  return async () => {
    await Promise.all(servers.map(({ stop }) => stop()));
  };
}

async function startOne(index: number): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mise-e2e-'));
  // Serve a copy: another run's build empties apps/web/dist, and this run's pages would then
  // ask for files that are gone (a 404 page, "Unable to preload CSS").
  const webDir = join(dataDir, 'web');
  await cp(webDistDir, webDir, { recursive: true });
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = postgresUrl
    ? await createScratchDatabase(postgresUrl, `${scratchPrefix}${process.pid}_${index}`)
    : undefined;
  const server = startServer(port, dataDir, webDir, index, database?.url);
  const stop = async () => {
    await stopProcess(server);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, index);
  } catch (error) {
    await stop();
    throw new Error(
      `${(error as Error).message}\n--- server log (${serverLogPath(index)}) ---\n${readLogTail(index)}`,
    );
  }
  console.log(`E2E server ${index} ready at ${baseUrl} (data in ${dataDir}, log in ${serverLogPath(index)})`);
  return { baseUrl, stop };
}

function startServer(
  port: number,
  dataDir: string,
  webDir: string,
  index: number,
  databaseUrl: string | undefined,
): ChildProcess {
  mkdirSync(join(rootDir, 'test-results'), { recursive: true });
  const log = createWriteStream(serverLogPath(index));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDir,
    ADMIN_EMAIL: adminCredentials.email,
    ADMIN_PASSWORD: adminCredentials.password,
    DEMO_DATA: 'true',
  };
  // The end-to-end server always runs on a database of its own, never the caller's DATABASE_URL.
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: rootDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  // If the runner dies without its teardown, do not leave the server behind.
  process.once('exit', () => server.kill('SIGKILL'));
  return server;
}

async function waitForHealth(
  baseUrl: string,
  server: ChildProcess | undefined,
  index: number,
): Promise<void> {
  const deadline = Date.now() + startupTimeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) {
      throw new Error(`Server ${index} exited with code ${server.exitCode} before it was healthy`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${baseUrl} was not healthy after ${startupTimeoutMs} ms (${lastProblem})`);
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function readLogTail(index: number): string {
  try {
    return readFileSync(serverLogPath(index), 'utf8').split('\n').slice(-60).join('\n');
  } catch {
    return '(no log)';
  }
}
