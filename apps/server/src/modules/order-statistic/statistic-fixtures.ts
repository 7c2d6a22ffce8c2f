import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

// TEMPORARY until the lead's migration lands: creates the rollup tables and triggers.
export async function ensureStatisticsSchema(db: Database) {
  const result = await db.execute(sql`select to_regclass('order_stat_buckets') is not null as found`);
  if ((result as unknown as { rows: { found: boolean }[] }).rows[0]?.found) return;
  const text =
    readFileSync('/tmp/stats-tables.sql', 'utf8') + readFileSync('/work/briefs/stats-triggers.sql', 'utf8');
  const statements: string[] = [];
  let current = '';
  let inBody = false;
  for (const line of text.split('\n')) {
    if (line.trim().startsWith('--') && !inBody) continue;
    current += `${line}\n`;
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && line.trim().endsWith(';')) {
      statements.push(current);
      current = '';
    }
  }
  for (const statement of statements) await db.execute(sql.raw(statement));
}
