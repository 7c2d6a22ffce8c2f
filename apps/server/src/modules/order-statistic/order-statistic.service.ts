import { type OrderStatistic, orderSources, type StatisticProduct, statisticTopSize } from '@mise/contract';
import type { Database, Executor } from '../../db/client.ts';
import { isHourly, keyRanges } from './statistic-keys.ts';
import type { ProductFigures, StatisticReader } from './statistic-readers.ts';

export type StatisticRange = {
  /** Epoch milliseconds; left out means from the first order, or until now (or the last order). */
  from?: number;
  to?: number;
  /** The caller's zone as asked (an IANA name or `±HH:MM`) and as PostgreSQL takes it. */
  timeZone: string;
  databaseZone: string;
};

const roundMoney = (value: number) => Math.round(value * 100) / 100;

async function resolveRange(executor: Executor, reader: StatisticReader, range: StatisticRange, now: number) {
  if (range.from !== undefined && range.to !== undefined) return { from: range.from, to: range.to };
  const days = await reader.daysWithOrders(executor);
  const to = range.to ?? Math.max(now, days?.last ?? now);
  return { from: range.from ?? Math.min(days?.first ?? to, to), to };
}

function topBy(products: ProductFigures[], count: (product: ProductFigures) => number): StatisticProduct[] {
  return products
    .filter((product) => count(product) > 0)
    .sort((a, b) => count(b) - count(a) || a.id - b.id)
    .slice(0, statisticTopSize)
    .map((product) => ({ id: product.id, name: product.name, ordersCount: count(product) }));
}

/** The statistics response of API.md: orders of the range (every status but CLOSED) in the caller's zone. */
export async function computeOrderStatistic(
  executor: Executor,
  reader: StatisticReader,
  range: StatisticRange,
  now = Date.now(),
): Promise<OrderStatistic> {
  const { from, to } = await resolveRange(executor, reader, range, now);
  const keys = await keyRanges(executor, from, to, range.databaseZone);
  const { byKey: figures, products, ordersTotal } = await reader.readFigures(executor, keys, from, to);

  // Added up by key index; the keyed objects are written once at the end (a year has 365 keys).
  const ordersByKey = new Array<number>(keys.length).fill(0);
  const sumByKey = new Array<number>(keys.length).fill(0);
  const ordersBySource = Object.fromEntries(orderSources.map((source) => [source, 0]));
  const sumBySource = Object.fromEntries(orderSources.map((source) => [source, 0]));
  for (const row of figures) {
    ordersByKey[row.key] += row.orders;
    sumByKey[row.key] += row.sum;
    ordersBySource[row.source] = (ordersBySource[row.source] ?? 0) + row.orders;
    sumBySource[row.source] = (sumBySource[row.source] ?? 0) + row.sum;
  }
  const ordersForInterval: Record<string, number> = {};
  const sumForInterval: Record<string, number> = {};
  keys.forEach(({ key }, index) => {
    ordersForInterval[key] = ordersByKey[index];
    sumForInterval[key] = roundMoney(sumByKey[index]);
  });
  for (const source of Object.keys(sumBySource)) sumBySource[source] = roundMoney(sumBySource[source]);
  // Sources with nothing left (every order of theirs moved out) stay only if they are known ones.
  for (const source of Object.keys(ordersBySource)) {
    if (ordersBySource[source] === 0 && !(orderSources as readonly string[]).includes(source)) {
      delete ordersBySource[source];
      delete sumBySource[source];
    }
  }

  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    timeZone: range.timeZone,
    interval: isHourly(from, to) ? 'hour' : 'day',
    ordersForRange: ordersByKey.reduce((total, count) => total + count, 0),
    sumForRange: roundMoney(Object.values(sumBySource).reduce((total, sum) => total + sum, 0)),
    ordersForInterval,
    sumForInterval,
    ordersBySource,
    sumBySource,
    popularProducts: topBy(products, (product) => product.orders),
    reorderedProducts: topBy(products, (product) => product.reorders),
    firstCustomersOrder: topBy(products, (product) => product.firstOrders),
    ordersTotal,
  };
}

/**
 * The statistics as the endpoint reads them. No transaction (its BEGIN, SET and COMMIT cost three
 * round trips): the figures are one statement, so one snapshot, and it names every bound, so the
 * planner sizes it small (a year over a million orders: cost 12,000, JIT starts at 100,000).
 */
export function readOrderStatistic(
  db: Database,
  reader: StatisticReader,
  range: StatisticRange,
  now = Date.now(),
) {
  return computeOrderStatistic(db, reader, range, now);
}
