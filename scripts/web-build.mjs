// Builds the web panel when its output is missing or older than its sources.
// Shared by scripts/start.mjs, scripts/test.mjs and the end-to-end global setup.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const webDistDir = join(rootDir, 'apps/web/dist');

const sourcePaths = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
];

function newestModifiedTime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestModifiedTime(join(path, entry)));
  }
  return newest;
}

/** True when apps/web/dist/index.html is missing or older than any web or contract source. */
export function isWebBuildStale() {
  const builtIndex = join(webDistDir, 'index.html');
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sourcePaths.some((path) => newestModifiedTime(join(rootDir, path)) > builtAt);
}

/** Runs `npm run build -w apps/web`, printing to the console; returns true on success. */
export function buildWeb() {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: rootDir, stdio: 'inherit' });
  return result.status === 0;
}

/** Builds the panel only when stale; throws when a needed build fails. */
export function ensureWebBuild() {
  if (!isWebBuildStale()) return;
  console.log('Building the web panel (apps/web/dist is missing or stale)...');
  if (!buildWeb()) throw new Error('The web build failed (npm run build -w apps/web)');
}
