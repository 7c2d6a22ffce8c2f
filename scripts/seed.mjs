// `npm run seed -- --orders N [--customers M] [--days D]`: realistic orders straight into the
// database the server uses (DATABASE_URL, else the embedded one in DATA_DIR, default ./data).
// Stop a server on the embedded database first: PGlite allows one process at a time.
import { spawnSync } from 'node:child_process';
import { rootDir } from './web-build.mjs';

const result = spawnSync(
  process.execPath,
  [
    // A larger young generation for the embedded database's writer, which makes the orders on the
    // main thread: they die young, and with V8's default the collector copied them around often
    // enough to cost seconds per million. (On PostgreSQL the thread that makes them sets its own.)
    '--max-semi-space-size=64',
    '--import',
    'tsx',
    'apps/server/src/db/seed-orders-cli.ts',
    ...process.argv.slice(2),
  ],
  { cwd: rootDir, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
