// The entry of `npm run seed` (scripts/seed.mjs): parses the arguments, opens the database the
// server would open, seeds, prints what it did.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEnv } from '../env.ts';
import { UploadStore } from '../http/uploads.ts';
import { openConfiguredDatabase } from './open-configured.ts';
import { seedOrders } from './seed-orders.ts';

const usage = 'npm run seed -- --orders N [--customers M] [--days D] [--seed S]';

/** The run's settings, or a line saying what is wrong with the arguments (no stack trace). */
function readArguments() {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string' },
      customers: { type: 'string' },
      days: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const whole = (name: string, text: string | undefined) => {
    const number = Number(text);
    if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} needs a whole number above 0`);
    return number;
  };
  const optional = (name: string, text: string | undefined) =>
    text === undefined ? undefined : whole(name, text);
  return {
    orders: whole('orders', values.orders),
    customers: optional('customers', values.customers),
    days: optional('days', values.days) ?? 365,
    seed: optional('seed', values.seed),
  };
}

let settings: ReturnType<typeof readArguments>;
try {
  settings = readArguments();
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: ${usage}`);
  process.exit(2);
}

const env = readEnv();
const dataDir = path.resolve(env.DATA_DIR);
const handle = await openConfiguredDatabase(env.DATABASE_URL, dataDir);
try {
  console.log(`Seeding ${settings.orders.toLocaleString('en-US')} orders into the ${handle.kind} database`);
  const result = await seedOrders(handle.db, {
    ...settings,
    uploads: new UploadStore(path.join(dataDir, 'uploads')),
    log: console.log,
  });
  console.log(
    `Wrote ${result.orders.toLocaleString('en-US')} orders and ${result.customers.toLocaleString('en-US')} customers in ${result.writeSeconds.toFixed(1)} s (with ANALYZE ${result.seconds.toFixed(1)} s)`,
  );
} finally {
  await handle.close();
}
