/**
 * The order statistics of the dashboard (API.md, GET /api/order/statistic). No zod here: the
 * dashboard imports it by path (`@mise/contract/lite/order-statistic`).
 */
import type { Translatable } from './translatable.ts';

/** How many products each of the three product tables lists. */
export const statisticTopSize = 5;
/** A range of at most this many hours is charted per hour, a longer one per day. */
export const statisticHourlyRangeHours = 24;

export type StatisticProduct = {
  id: number;
  name: Translatable;
  /** Orders in the range holding the product (once per order, however many lines hold it). */
  ordersCount: number;
};

export type OrderStatistic = {
  /** The range answered, after filling in what the query left out (ISO 8601, UTC). */
  from: string;
  to: string;
  timeZone: string;
  /** `hour` keys look like `2026-11-25T14:00+02:00`, `day` keys like `2026-11-25` (local). */
  interval: 'hour' | 'day';
  ordersForRange: number;
  sumForRange: number;
  /** Every hour or day of the range in order, empty ones with 0. */
  ordersForInterval: Record<string, number>;
  sumForInterval: Record<string, number>;
  /** Every source (website, app, bot, panel), with 0 when none. */
  ordersBySource: Record<string, number>;
  sumBySource: Record<string, number>;
  popularProducts: StatisticProduct[];
  reorderedProducts: StatisticProduct[];
  firstCustomersOrder: StatisticProduct[];
  /** Orders of all time, every status but CLOSED. */
  ordersTotal: number;
};
