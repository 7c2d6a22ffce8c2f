import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { type TestApp, testDatabaseKind } from './test-app.ts';

async function currentSchema(api: TestApp): Promise<string> {
  const result = await api.db.execute<{ schema: string }>(sql`select current_schema() as schema`);
  return rowsOf<{ schema: string }>(result)[0].schema;
}

/**
 * Another server process on the test app's database, as a second instance behind a load balancer
 * would be: its own connections and listener on PostgreSQL; PGlite opens in one process only, so
 * there it shares the first app's handle.
 */
export async function openSecondApp(api: TestApp) {
  const handle =
    testDatabaseKind() === 'postgres'
      ? await openDatabase({
          kind: 'postgres',
          url: process.env.TEST_DATABASE_URL!,
          searchPath: await currentSchema(api),
        })
      : undefined;
  const app = await buildApp(handle ?? { db: api.db, listen: api.app.listenToChannel }, {
    uploadsDir: api.uploadsDir,
    uploadMaxBytes: 1000,
    tokenTtlHours: 1,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle?.close();
    },
  };
}
