// The entry of `npm run seed` (scripts/seed.mjs): parses the arguments, opens the database the
// server would open, seeds, prints what it did.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEnv } from '../env.ts';
import { UploadStore } from '../http/uploads.ts';
import { openDatabase } from './client.ts';
import { seedOrders } from './seed-orders.ts';

const usage = 'npm run seed -- --orders N [--customers M] [--days D] [--seed S]';
const { values } = parseArgs({
  options: {
    orders: { type: 'string' },
    customers: { type: 'string' },
    days: { type: 'string' },
    seed: { type: 'string' },
  },
});
const whole = (name: string, text: string | undefined, fallback?: number) => {
  if (text === undefined && fallback !== undefined) return fallback;
  const number = Number(text);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} needs a whole number above 0 (${usage})`);
  return number;
};

const env = readEnv();
const dataDir = path.resolve(env.DATA_DIR);
const handle = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
try {
  const orders = whole('orders', values.orders);
  console.log(`Seeding ${orders.toLocaleString('en-US')} orders into the ${handle.kind} database`);
  const result = await seedOrders(handle.db, {
    orders,
    customers: values.customers === undefined ? undefined : whole('customers', values.customers),
    days: whole('days', values.days, 365),
    seed: values.seed === undefined ? undefined : whole('seed', values.seed),
    uploads: new UploadStore(path.join(dataDir, 'uploads')),
    log: console.log,
  });
  console.log(
    `Wrote ${result.orders.toLocaleString('en-US')} orders and ${result.customers.toLocaleString('en-US')} customers in ${result.writeSeconds.toFixed(1)} s (with ANALYZE ${result.seconds.toFixed(1)} s)`,
  );
} finally {
  await handle.close();
}
