import { ensurePgliteSnapshot } from './pglite-snapshot.ts';

/** Vitest global setup: the migrated PGlite snapshot is made once, before any test file wants it. */
export default async function setup() {
  await ensurePgliteSnapshot();
}
