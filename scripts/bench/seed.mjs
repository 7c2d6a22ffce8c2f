// Seeds the bench data set through the public API, within a time budget.
import { runPool } from './api-client.mjs';

const inFlight = 8;
const format = (number) => number.toLocaleString('en-US');

function idOf(data, name) {
  return (data?.[name] ?? data?.item ?? Object.values(data ?? {})[0])?.id;
}

/** Prints progress at every tenth of the target, with the recent cost of one write. */
function createProgress(name, target) {
  const step = Math.max(1, Math.round(target / 10));
  let lastCount = 0;
  let lastTime = Date.now();
  const rates = [];
  return {
    rates,
    report(done) {
      if (done % step !== 0 && done !== target) return;
      const millisecondsEach = (Date.now() - lastTime) / (done - lastCount);
      rates.push(Number(millisecondsEach.toFixed(2)));
      console.log(
        `  ${name.padEnd(10)} ${format(done).padStart(7)} / ${format(target)}  (${millisecondsEach.toFixed(1)} ms per write lately)`,
      );
      lastCount = done;
      lastTime = Date.now();
    },
  };
}

async function seedOne(api, resource, seeded, deadline) {
  const path = `/api/${resource.name}`;
  const ids = [];
  const started = Date.now();
  // One write alone first: a 4xx there means the bench's body no longer fits the contract.
  try {
    const { data } = await api.post(path, resource.body(0, seeded));
    ids.push(idOf(data, resource.name));
  } catch (error) {
    if (error.status >= 400 && error.status < 500) return { ids, skipped: error.message };
    throw error;
  }
  const progress = createProgress(resource.name, resource.count);
  const done = await runPool(
    resource.count - 1,
    inFlight,
    async (index) => {
      const { data } = await api.post(path, resource.body(index + 1, seeded));
      ids.push(idOf(data, resource.name));
    },
    { deadline, onProgress: (count) => progress.report(count + 1) },
  );
  const seconds = (Date.now() - started) / 1000;
  const isCapped = done + 1 < resource.count;
  if (isCapped)
    console.log(
      `  ${resource.name}: time budget reached after ${format(done + 1)} of ${format(resource.count)}`,
    );
  return { ids, seconds, isCapped, millisecondsPerWrite: progress.rates };
}

/**
 * Seeds every resource whose path the API documents, splitting `budgetSeconds` by target
 * count; time one resource leaves unused goes to the next. Resolves to { ids, stats }.
 */
export async function seedAll(api, resources, availablePaths, budgetSeconds) {
  const present = resources.filter((resource) => availablePaths.has(`/api/${resource.name}`));
  const ids = {};
  const stats = [];
  const endOfBudget = Date.now() + budgetSeconds * 1000;
  for (const [position, resource] of present.entries()) {
    const missing = (resource.requires ?? []).filter((name) => !ids[name]?.length);
    if (missing.length) {
      stats.push({
        name: resource.name,
        target: resource.count,
        seeded: 0,
        skipped: `needs ${missing.join(', ')}`,
      });
      continue;
    }
    const remainingCount = present.slice(position).reduce((sum, next) => sum + next.count, 0);
    const share = ((endOfBudget - Date.now()) * resource.count) / remainingCount;
    console.log(
      `Seeding ${format(resource.count)} ${resource.name} (${inFlight} in flight, up to ${Math.round(share / 1000)} s)`,
    );
    const outcome = await seedOne(api, resource, ids, Date.now() + share);
    if (outcome.skipped) {
      console.log(`  skipped ${resource.name}: ${outcome.skipped}`);
      stats.push({ name: resource.name, target: resource.count, seeded: 0, skipped: outcome.skipped });
      continue;
    }
    ids[resource.name] = outcome.ids;
    const { seconds, isCapped, millisecondsPerWrite } = outcome;
    stats.push({
      name: resource.name,
      target: resource.count,
      seeded: outcome.ids.length,
      seconds,
      isCapped,
      millisecondsPerWrite,
    });
  }
  const absent = resources.filter((resource) => !present.includes(resource)).map((resource) => resource.name);
  if (absent.length) console.log(`Not in the API yet, not seeded: ${absent.join(', ')}`);
  return { ids, stats, absent };
}
