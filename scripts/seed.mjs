// `npm run seed -- --orders N [--customers M] [--days D]`: realistic orders straight into the
// database the server uses (DATABASE_URL, else the embedded one in DATA_DIR, default ./data).
// Stop a server on the embedded database first: PGlite allows one process at a time.
import { spawnSync } from 'node:child_process';
import { rootDir } from './web-build.mjs';

const result = spawnSync(
  process.execPath,
  [
    // A larger young generation: the orders of a batch die young, and with V8's default the
    // collector copied them around often enough to cost 2–2.5 s of a million orders' 37 s.
    '--max-semi-space-size=64',
    '--import',
    'tsx',
    'apps/server/src/db/seed-orders-cli.ts',
    ...process.argv.slice(2),
  ],
  { cwd: rootDir, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
