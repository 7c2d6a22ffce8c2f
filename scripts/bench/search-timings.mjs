// Times the top bar's search (GET /api/search) over the menu seed-menu.mjs puts in before the
// server starts; rows in the shape of api-timings.mjs, so the report prints them with the lists.
import { spawnSync } from 'node:child_process';
import { rootDir } from '../web-build.mjs';
import { summarize } from './api-timings.mjs';

export const menuProducts = 5_000;

const warmUps = 3;
const runs = 30;
// A common word, a word with accents typed without them, a rare name, a misspelling, Cyrillic.
const queries = ['pizza', 'creme brulee', 'goulash 4329', 'pierogii', 'вареники с грибами'];

/** Seeds the demo restaurant and the bench menu into `dataDir` with SQL (startServer's `prepare`). */
export function seedMenu(dataDir) {
  console.log(
    `Seeding the demo restaurant and a ${menuProducts.toLocaleString('en-US')}-product menu with SQL`,
  );
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/seed-menu.mjs', dataDir, String(menuProducts)],
    { cwd: rootDir, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`seed-menu.mjs exited with ${result.status}`);
}

/** Resolves to [{ resource: 'search', rows, query, p50, p95, max, total }] in milliseconds. */
export async function measureSearch(api) {
  console.log(`Timing the global search: ${queries.length} queries x ${runs} runs`);
  const results = [];
  for (const query of queries) {
    const path = `/api/search?q=${encodeURIComponent(query)}`;
    for (let index = 0; index < warmUps; index++) await api.get(path);
    const samples = [];
    let found;
    for (let index = 0; index < runs; index++) {
      const { data, milliseconds } = await api.get(path);
      samples.push(milliseconds);
      found = data.products.length + data.categories.length;
    }
    results.push({
      resource: 'search',
      rows: menuProducts,
      query: `q=${query}`,
      ...summarize(samples),
      total: found,
    });
  }
  return results;
}
