import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { localDate } from './day-grid.ts';
import { keyRanges, toDatabaseZone } from './statistic-keys.ts';

const zones = [
  'UTC',
  '+05:30',
  '-03:00',
  'Europe/Warsaw',
  'America/New_York',
  'Asia/Kathmandu',
  'Pacific/Apia',
];
const hour = 3_600_000;
/** Instants around the 2026 clock changes of Europe and America, at odd minutes. */
const instants = [
  Date.UTC(2026, 2, 8, 6, 59),
  Date.UTC(2026, 2, 28, 23, 1),
  Date.UTC(2026, 9, 25, 0, 30),
].flatMap((time) => Array.from({ length: 8 }, (_, step) => time + step * 3 * hour + 17 * 60_000));
/** An executor that fails: what it is asked for must have been kept. */
const noDatabase = {
  execute: () => Promise.reject(new Error('asked the database')),
} as unknown as Executor;

describe('statistic keys', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api?.close());

  it('works out the local date of an instant as the database does, in named zones and fixed offsets', async () => {
    for (const timeZone of zones) {
      const zone = toDatabaseZone(timeZone) as string;
      const result = await api.db.execute(sql`
        select to_char(to_timestamp(u.t / 1000.0) at time zone ${zone}::text, 'YYYY-MM-DD') as date
        from unnest(${sql.param(instants)}::float8[]) with ordinality as u(t, n) order by u.n`);
      const expected = rowsOf<{ date: string }>(result).map((row) => row.date);
      expect(
        instants.map((time) => localDate(zone, time)),
        timeZone,
      ).toEqual(expected);
    }
  });

  it('answers a month of days from the grid it kept for the same local dates, cut to the new bounds', async () => {
    for (const timeZone of zones) {
      const zone = toDatabaseZone(timeZone) as string;
      const first = await keyRanges(api.db, Date.UTC(2026, 2, 5, 12), Date.UTC(2026, 3, 4, 12), zone);
      expect(first.length).toBeGreaterThanOrEqual(30);
      // Hours later, still on the same local dates: no round trip, the same days.
      const from = Date.UTC(2026, 2, 5, 13, 5);
      const to = Date.UTC(2026, 3, 4, 12, 40);
      const kept = await keyRanges(noDatabase, from, to, zone);
      const fresh = await keyRanges(api.db, from, to + 1, zone);
      expect(kept, timeZone).toEqual(
        fresh.map((key, index, all) => (index === all.length - 1 ? { ...key, end: to } : key)),
      );
      expect(kept[0].start).toBe(from);
    }
  });
});
