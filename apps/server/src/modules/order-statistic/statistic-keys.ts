import { statisticHourlyRangeHours } from '@mise/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { createBoundedCache } from './bounded-cache.ts';
import { localDate } from './day-grid.ts';
import { iso } from './statistic-sql.ts';

/**
 * The instant every rollup bucket is aligned to, as the triggers use it: the Unix epoch, as
 * splitRange floors epoch milliseconds (a week bucket starts on a Thursday, 00:00 UTC).
 */
export const bucketOrigin = '1970-01-01T00:00:00Z';

/** One key of ordersForInterval: a local hour or day, as the part of the range it covers. */
export type KeyRange = { key: string; start: number; end: number };

const offsetPattern = /^([+-])(0\d|1[0-4]):(00|15|30|45)$/;

/**
 * The zone as PostgreSQL takes it: an IANA name, or a fixed `±HH:MM` offset written as a POSIX
 * zone (`<+0530>-05:30`, POSIX counts west as positive). Null when it is neither.
 */
export function toDatabaseZone(timeZone: string): string | null {
  // Building the Intl formatter that checks a name costs about a millisecond: once per zone.
  return zonesChecked.getOrCompute(timeZone, () => checkZone(timeZone));
}

const zonesChecked = createBoundedCache<string | null>(1000);

function checkZone(timeZone: string): string | null {
  const offset = offsetPattern.exec(timeZone);
  if (offset) {
    const [, sign, hours, minutes] = offset;
    return `<${sign}${hours}${minutes}>${sign === '+' ? '-' : '+'}${hours}:${minutes}`;
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone.includes('/') || timeZone === 'UTC' ? timeZone : null;
  } catch {
    return null;
  }
}

export const isHourly = (from: number, to: number) => to - from <= statisticHourlyRangeHours * 3_600_000;

const epochMs = (value: SQL) => sql`(extract(epoch from ${value}) * 1000)::float8`;

const formatOffset = (minutes: number) => {
  const size = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
};

/** Local hours (`2026-11-25T14:00+02:00`) or days (`2026-11-25`) of [from, to), in order. */
export async function keyRanges(
  executor: Executor,
  from: number,
  to: number,
  zone: string,
): Promise<KeyRange[]> {
  if (to <= from) return [];
  const clamp = (row: { key: string; start: number; end: number }) => ({
    key: row.key,
    start: Math.max(from, row.start),
    end: Math.min(to, row.end),
  });
  const last = sql`(${iso(to)}::timestamptz - interval '1 microsecond')`;
  if (isHourly(from, to)) {
    // Quarters grouped by their local hour: a local hour starts at :30 in UTC+05:30.
    const result = await executor.execute(sql`
      select to_char(date_trunc('hour', q at time zone ${zone}::text), 'YYYY-MM-DD"T"HH24:MI') as hour,
        (extract(epoch from (q at time zone ${zone}::text) - (q at time zone 'UTC')) / 60)::int as offset,
        ${epochMs(sql`min(q)`)} as start, ${epochMs(sql`max(q) + interval '15 minutes'`)} as end
      from generate_series(date_bin('15 minutes', ${iso(from)}::timestamptz, ${bucketOrigin}::timestamptz),
        ${last}, interval '15 minutes') as q
      group by 1, 2 order by 3`);
    return rowsOf<{ hour: string; offset: number; start: number; end: number }>(result).map((row) =>
      clamp({ key: `${row.hour}${formatOffset(row.offset)}`, start: row.start, end: row.end }),
    );
  }
  // The same local dates give the same grid: kept, so a dashboard's month or year skips a round trip.
  const firstDate = localDate(zone, from);
  const lastDate = localDate(zone, to - 1);
  const gridKey = firstDate && lastDate ? `${zone}|${firstDate}|${lastDate}` : null;
  const kept = gridKey ? dayGrids.get(gridKey) : undefined;
  if (kept) return kept.map(clamp);
  const result = await executor.execute(sql`
    select to_char(d, 'YYYY-MM-DD') as key, ${epochMs(sql`d at time zone ${zone}::text`)} as start,
      ${epochMs(sql`(d + interval '1 day') at time zone ${zone}::text`)} as end
    from generate_series((${iso(from)}::timestamptz at time zone ${zone}::text)::date::timestamp,
      (${last} at time zone ${zone}::text)::date::timestamp, interval '1 day') as d
    order by d`);
  const grid = rowsOf<{ key: string; start: number; end: number }>(result);
  // Kept only when the database agrees on the dates (the same time zone data as Intl's).
  if (gridKey && grid[0]?.key === firstDate && grid.at(-1)?.key === lastDate) dayGrids.set(gridKey, grid);
  return grid.map(clamp);
}

const dayGrids = createBoundedCache<{ key: string; start: number; end: number }[]>(200);
