// `node --import tsx scripts/bench/bare-orders.mjs <port>` with DATABASE_URL or DATA_DIR: the limit
// the orders list is measured against. A bare Fastify route running the SQL the full server runs
// for a list page (the count or its estimate, the page, then at once its customers and methods in
// one statement and its short lines) on the driver: no auth, no validation, no machinery. Beside
// it, the naive statistics: the same response computed by scanning orders (the stats module's
// full-scan reader), not the rollups.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import * as schema from '../../apps/server/src/db/schema.ts';
import { readCursor, writeCursor } from '../../apps/server/src/http/list-keyset.ts';
import { computeOrderStatistic } from '../../apps/server/src/modules/order-statistic/order-statistic.service.ts';
import { toDatabaseZone } from '../../apps/server/src/modules/order-statistic/statistic-keys.ts';
import { fullScanReader } from '../../apps/server/src/modules/order-statistic/statistic-readers.ts';
import {
  bareApplicationName,
  estimateCountAbove,
  listOrdersSql,
  referencesSql,
  sortOf,
} from './orders-sql.mjs';

const port = Number(process.argv[2]);
const url = process.env.DATABASE_URL;
const client = url
  ? new pg.Pool({ connectionString: url, max: 10, application_name: bareApplicationName })
  : await PGlite.create(join(process.env.DATA_DIR, 'db'), { extensions: { pg_trgm } });
const db = url ? drizzlePostgres(client, { schema }) : drizzlePglite(client, { schema });
const query = async (text, params) => (await client.query(text, params)).rows;

const app = Fastify({ logger: false });

app.get('/orders', async (request) => {
  // The server's own cursor format, read and written by the server's functions.
  const sort = sortOf(request.query);
  const after = request.query.after ? readCursor(sort, request.query.after) : undefined;
  const statements = listOrdersSql(request.query, after);
  const [plan] = await query(statements.estimate.text, statements.estimate.params);
  const estimate = Object.values(plan)[0][0].Plan['Plan Rows'];
  const total =
    estimate > estimateCountAbove
      ? estimate
      : (await query(statements.count.text, statements.count.params))[0].total;
  const rows = await query(statements.page.text, statements.page.params);
  const idsOf = (name) => [...new Set(rows.map((row) => row[name]).filter((id) => id !== null))];
  const [targets, lines] = await Promise.all([
    query(referencesSql, [idsOf('customer_id'), idsOf('payment_method_id'), idsOf('shipping_method_id')]),
    query(
      'select order_id, name, qty from order_items where order_id = any($1) order by order_id, sort, id',
      [rows.map((row) => row.id)],
    ),
  ]);
  const targetsOf = (reference) =>
    targets.filter((row) => row.reference === reference).map((row) => row.target);
  const [customers, payments, shippings] = [targetsOf(0), targetsOf(1), targetsOf(2)];
  const byId = (list) => new Map(list.map((row) => [row.id, row]));
  const [customerById, paymentById, shippingById] = [byId(customers), byId(payments), byId(shippings)];
  const items = rows.map(({ customer_id, payment_method_id, shipping_method_id, sort_key, ...row }) => ({
    ...row,
    customer: customerById.get(customer_id) ?? null,
    payment_method: paymentById.get(payment_method_id) ?? null,
    shipping_method: shippingById.get(shipping_method_id) ?? null,
    items: lines.filter((line) => line.order_id === row.id),
  }));
  const last = rows.at(-1);
  const nextCursor =
    last && rows.length === Number(request.query.pageSize ?? 20)
      ? writeCursor(sort, { key: last.sort_key, id: last.id })
      : undefined;
  return { items, pagination: { total_items: Number(total), next_cursor: nextCursor } };
});

app.get('/statistic', async (request) => {
  const { from, to, timeZone = 'UTC' } = request.query;
  const range = {
    from: Date.parse(from),
    to: Date.parse(to),
    timeZone,
    databaseZone: toDatabaseZone(timeZone),
  };
  return computeOrderStatistic(db, fullScanReader, range);
});

await app.listen({ port, host: '127.0.0.1' });
console.log(`bare orders routes on ${port}`);
const close = async () => {
  await app.close();
  await (url ? client.end() : client.close());
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
