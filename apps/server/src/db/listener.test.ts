import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { testDatabaseKind } from '../testing/test-app.ts';
import { listenOnPostgres } from './listener.ts';

// PGlite listens inside its own process; the order-events tests cover it.
describe.runIf(testDatabaseKind() === 'postgres')('LISTEN on PostgreSQL', () => {
  it('hears NOTIFY, comes back after its connection is killed and says so, then hears again', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `listener_test_${randomBytes(4).toString('hex')}`;
    const onNotify = vi.fn();
    const stop = await listenOnPostgres({ connectionString: url, application_name: name })(name, onNotify);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_notify($1, $2)', [name, '1']);
      await vi.waitFor(() => expect(onNotify).toHaveBeenCalledTimes(1));

      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [name],
      );
      // Back after the first retry delay: the call on reconnect lets the caller read what it missed.
      await vi.waitFor(() => expect(onNotify).toHaveBeenCalledTimes(2), { timeout: 5000 });
      await admin.query('select pg_notify($1, $2)', [name, '2']);
      await vi.waitFor(() => expect(onNotify).toHaveBeenCalledTimes(3));
    } finally {
      await stop();
      await admin.end();
    }
  });
});
