// Starts the real server on a free loopback port with a fresh embedded database, and always
// stops it and removes its data directory again (on success, failure, Ctrl-C or kill). The server
// serves a snapshot of apps/web/dist, so a rebuild during the bench cannot change what is measured.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootDir, webDistDir } from '../web-build.mjs';

export const adminCredentials = { email: 'admin@mise.test', password: 'Admin12345!' };

export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`GET ${baseUrl}/api/health did not answer within ${timeoutMs / 1000} s`);
}

function spawnServer(port, dataDir, webDist, env) {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: rootDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '', // always the embedded database, whatever the shell has
      WEB_DIST: webDist,
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // The intake step floods one key on purpose: measure throughput, not the per-key limit.
      STOREFRONT_RATE_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/**
 * Resolves to { baseUrl, webDist, stop }; stop() is idempotent and also runs on exit and on signals.
 * `prepare(dataDir)` fills the data directory before the server opens it (the embedded database
 * allows one process at a time). `env` overrides the server's environment (DATABASE_URL).
 */
export async function startServer({ timeoutMs = 90_000, prepare, env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-bench-'));
  const webDist = join(dataDir, 'web');
  let child;
  let stopping;

  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  const isRunning = () => child && child.exitCode === null && child.signalCode === null;
  // Last resort when the bench exits without awaiting stop(): only synchronous work is possible.
  const onExit = () => {
    if (isRunning()) child.kill('SIGKILL');
    removeDataDir();
  };
  const onSignal = (signal) => {
    console.error(`\n${signal}: stopping the server and removing ${dataDir}`);
    stop().finally(() => process.exit(130));
  };
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  function stop() {
    stopping ??= new Promise((resolve) => {
      const finish = () => {
        clearTimeout(killTimer);
        removeDataDir();
        process.off('exit', onExit);
        resolve();
      };
      const killTimer = setTimeout(() => child?.kill('SIGKILL'), 10_000);
      if (!isRunning()) return finish();
      child.once('exit', finish);
      child.kill('SIGTERM');
    });
    return stopping;
  }

  let output = '';
  try {
    // BENCH_ONLY=orders never builds the panel: the API answers without it.
    if (existsSync(webDistDir)) cpSync(webDistDir, webDist, { recursive: true });
    await prepare?.(dataDir);
    const port = await findFreePort();
    child = spawnServer(port, dataDir, webDist, env);
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, child, timeoutMs);
    return { baseUrl, webDist, stop };
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${output.trim()}`);
  }
}
