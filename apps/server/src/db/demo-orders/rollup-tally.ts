// The statistics rollups of a bulk load, added up from the orders as they are written and added to
// the tables once at the end, by the rules the triggers keep (migration 0013): reading a million
// orders and their lines back cost the seeder 7–8 s on PostgreSQL, this well under one.
import { sql } from 'drizzle-orm';
import { arrayParameter } from '../array-parameter.ts';
import type { Executor } from '../client.ts';
import { BinaryRows } from './binary-rows.ts';
import type { GeneratedOrder } from './order-generator.ts';

const minuteMs = 60_000;
const quarterMs = 15 * minuteMs;
const hourMs = 60 * minuteMs;
/** The coarser grains, in minutes, added up from the finest (buckets share the epoch as origin). */
const orderGrains = [60, 1440, 10080];
const productGrains = [1440, 10080];
/** Rows per statement: each column goes as one array parameter. */
const rowsPerStatement = 50_000;
/** The columns `copyRows` fills, in order. */
export const rollupCopyColumns = {
  order_stat_buckets: ['grain', 'bucket', 'source', 'orders_count', 'orders_sum'],
  product_stat_buckets: [
    'grain',
    'bucket',
    'product_id',
    'orders_count',
    'reorder_count',
    'first_order_count',
  ],
} as const;
export type RollupTable = keyof typeof rollupCopyColumns;

type OrderFigures = { count: number; cents: number };
type ProductFigures = { orders: number; reorders: number; firstOrders: number };

/** bucket start (ms) → source → figures, one map per grain. */
type OrderBuckets = Map<number, Map<string, OrderFigures>>;
/** bucket start (ms) → product id → figures, one map per grain. */
type ProductBuckets = Map<number, Map<number, ProductFigures>>;

function figuresIn<Key, Figures>(
  buckets: Map<number, Map<Key, Figures>>,
  start: number,
  key: Key,
  empty: () => Figures,
) {
  let bucket = buckets.get(start);
  if (!bucket) {
    bucket = new Map();
    buckets.set(start, bucket);
  }
  let figures = bucket.get(key);
  if (!figures) {
    figures = empty();
    bucket.set(key, figures);
  }
  return figures;
}

/** Adds each figure of `from` to the same figure of `to`. */
function addFigures<Figures extends Record<string, number>>(to: Figures, from: Figures) {
  for (const name of Object.keys(from) as (keyof Figures)[]) (to[name] as number) += from[name];
}

/** Each figure of `from` added to the same key of `to`, in the bucket `startOf` its start. */
function addBuckets<Key, Figures extends Record<string, number>>(
  to: Map<number, Map<Key, Figures>>,
  from: Map<number, Map<Key, Figures>>,
  empty: () => Figures,
  startOf = (start: number) => start,
) {
  for (const [start, bucket] of from)
    for (const [key, figures] of bucket) addFigures(figuresIn(to, startOf(start), key, empty), figures);
}

/** Each bucket's figures per key, every grain: grain, bucket start (ms), key, figures. */
function* bucketRows<Key, Figures>(
  grains: [number, Map<number, Map<Key, Figures>>][],
): Generator<[number, number, Key, Figures]> {
  for (const [grain, buckets] of grains)
    for (const [start, bucket] of buckets)
      for (const [key, figures] of bucket) yield [grain, start, key, figures];
}

/** The finest grain's buckets and those of each coarser grain, added up from them. */
function everyGrain<Key, Figures extends Record<string, number>>(
  finestGrain: number,
  finest: Map<number, Map<Key, Figures>>,
  coarserGrains: number[],
  empty: () => Figures,
): [number, Map<number, Map<Key, Figures>>][] {
  return [
    [finestGrain, finest],
    ...coarserGrains.map((grain): [number, Map<number, Map<Key, Figures>>] => {
      const size = grain * minuteMs;
      const buckets = new Map<number, Map<Key, Figures>>();
      addBuckets(buckets, finest, empty, (start) => Math.floor(start / size) * size);
      return [grain, buckets];
    }),
  ];
}

const noOrders = (): OrderFigures => ({ count: 0, cents: 0 });
const noProducts = (): ProductFigures => ({ orders: 0, reorders: 0, firstOrders: 0 });

/** The counted figures as plain maps: they cross from a worker thread as they are. */
export type RollupTallyState = { quarters: OrderBuckets; hours: ProductBuckets };

export function createRollupTally() {
  const quarters: OrderBuckets = new Map();
  const hours: ProductBuckets = new Map();
  return {
    state: (): RollupTallyState => ({ quarters, hours }),
    /** Adds the figures another tally counted (the bulk load's formatter thread). */
    absorb(state: RollupTallyState) {
      addBuckets(quarters, state.quarters, noOrders);
      addBuckets(hours, state.hours, noProducts);
    },
    /** Counts an order as it stands when written: every status but CLOSED, each product once. */
    add(order: GeneratedOrder) {
      if (order.status === 'CLOSED') return;
      const quarter = figuresIn(
        quarters,
        Math.floor(order.createdAt / quarterMs) * quarterMs,
        order.source,
        noOrders,
      );
      quarter.count++;
      quarter.cents += order.grandtotal;
      const hour = Math.floor(order.createdAt / hourMs) * hourMs;
      const reorders = new Map<number, boolean>();
      for (const line of order.lines)
        reorders.set(line.productId, (reorders.get(line.productId) ?? false) || line.isReorder);
      for (const [productId, isReorder] of reorders) {
        const figures = figuresIn(hours, hour, productId, noProducts);
        figures.orders++;
        if (isReorder) figures.reorders++;
        if (order.isCustomerFirstOrder) figures.firstOrders++;
      }
    },
    /**
     * The counted buckets of every grain as binary COPY rows, for tables that hold none yet (with
     * rows already there, addTo adds to them instead).
     */
    copyRows(): Record<RollupTable, Buffer> {
      const orderRows = new BinaryRows();
      for (const [grain, start, source, figures] of bucketRows(
        everyGrain(15, quarters, orderGrains, noOrders),
      ))
        orderRows.row(5).int4(grain).timestamp(start).label(source).int4(figures.count).cents(figures.cents);
      const productRows = new BinaryRows();
      for (const [grain, start, product, figures] of bucketRows(
        everyGrain(60, hours, productGrains, noProducts),
      ))
        productRows
          .row(6)
          .int4(grain)
          .timestamp(start)
          .int4(product)
          .int4(figures.orders)
          .int4(figures.reorders)
          .int4(figures.firstOrders);
      return { order_stat_buckets: orderRows.take(), product_stat_buckets: productRows.take() };
    },
    /** Adds the counted buckets to the rollup tables (in the caller's transaction). */
    async addTo(executor: Executor) {
      await addOrderBuckets(executor, everyGrain(15, quarters, orderGrains, noOrders));
      await addProductBuckets(executor, everyGrain(60, hours, productGrains, noProducts));
    },
  };
}

/** Runs `statement` over the columns a slice at a time, each column as one array parameter. */
async function inSlices(
  executor: Executor,
  columns: (string | number)[][],
  statement: (parameters: string[]) => ReturnType<typeof sql>,
) {
  for (let from = 0; from < (columns[0]?.length ?? 0); from += rowsPerStatement)
    await executor.execute(
      statement(columns.map((column) => arrayParameter(column.slice(from, from + rowsPerStatement)))),
    );
}

/** The rows of every grain as columns: grain, bucket start (epoch seconds), key, then the figures. */
function columnsOf<Key extends string | number, Figures>(
  grains: [number, Map<number, Map<Key, Figures>>][],
  figureColumns: (figures: Figures) => number[],
) {
  const columns: (string | number)[][] = [];
  for (const [grain, start, key, figures] of bucketRows(grains))
    [grain, start / 1000, key, ...figureColumns(figures)].forEach((value, index) => {
      columns[index] = columns[index] ?? [];
      columns[index].push(value);
    });
  return columns;
}

const addOrderBuckets = (executor: Executor, grains: [number, OrderBuckets][]) =>
  inSlices(
    executor,
    columnsOf(grains, (figures) => [figures.count, figures.cents]),
    ([grain, bucket, source, count, cents]) => sql`
      insert into order_stat_buckets as s (grain, bucket, source, orders_count, orders_sum)
      select u.grain, to_timestamp(u.bucket), u.source, u.orders_count, u.cents / 100.0
      from unnest(${grain}::int[], ${bucket}::float8[], ${source}::text[], ${count}::int[], ${cents}::bigint[])
        as u(grain, bucket, source, orders_count, cents)
      on conflict (grain, bucket, source) do update
        set orders_count = s.orders_count + excluded.orders_count, orders_sum = s.orders_sum + excluded.orders_sum`,
  );

const addProductBuckets = (executor: Executor, grains: [number, ProductBuckets][]) =>
  inSlices(
    executor,
    columnsOf(grains, (figures) => [figures.orders, figures.reorders, figures.firstOrders]),
    ([grain, bucket, product, orders, reorders, firstOrders]) => sql`
      insert into product_stat_buckets as s (grain, bucket, product_id, orders_count, reorder_count, first_order_count)
      select u.grain, to_timestamp(u.bucket), u.product_id, u.orders_count, u.reorder_count, u.first_order_count
      from unnest(${grain}::int[], ${bucket}::float8[], ${product}::int[], ${orders}::int[], ${reorders}::int[],
        ${firstOrders}::int[]) as u(grain, bucket, product_id, orders_count, reorder_count, first_order_count)
      on conflict (grain, bucket, product_id) do update
        set orders_count = s.orders_count + excluded.orders_count,
          reorder_count = s.reorder_count + excluded.reorder_count,
          first_order_count = s.first_order_count + excluded.first_order_count`,
  );
