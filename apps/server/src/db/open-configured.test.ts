import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../testing/test-app.ts';
import { openDatabase } from './client.ts';
import { describeOpenFailure } from './open-configured.ts';

/** The line `npm start` and `npm run seed` print when opening `url` fails, from a real attempt. */
async function failureLine(url: string) {
  const error = await openDatabase({ kind: 'postgres', url }).then(
    () => expect.unreachable('the database opened'),
    (reason: unknown) => reason,
  );
  return describeOpenFailure(url, './data', error);
}

describe('a database that cannot be opened', () => {
  it('says which server refused, with the password hidden', async () => {
    const line = await failureLine('postgres://mise:secret@127.0.0.1:1/shop');
    expect(line).toBe(
      'Could not open the database postgres://mise:***@127.0.0.1:1/shop: connect ECONNREFUSED 127.0.0.1:1',
    );
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    "gives the server's own reason, not the failed query",
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = '/mise_no_such_database';
      const line = await failureLine(url.toString());
      expect(line).toMatch(
        /^Could not open the database postgres:\/\/.+\/mise_no_such_database: database "mise_no_such_database" does not exist$/,
      );
    },
  );
});
