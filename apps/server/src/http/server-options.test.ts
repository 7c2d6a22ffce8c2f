import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { adminCredentials, createTestApp, type TestApp } from '../testing/test-app.ts';

const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$secret-hash-in-a-query';

describe('the server log', () => {
  let api: TestApp;
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    api = await createTestApp(
      (app) => {
        // A query that fails with a password hash among its parameters, as a broken write would.
        app.get('/api/test/failing-query', async () => {
          await app.db.execute(sql`select 1 / 0 from ${users} where ${users.password_hash} <> ${secretHash}`);
        });
        app.post('/api/test/echo', async (request) => {
          request.log.info({ body: request.body, headers: request.headers }, 'echo');
          return { ok: true };
        });
      },
      { logLevel: 'trace', logStream },
    );
  });
  afterAll(() => api.close());

  it('never holds passwords, their hashes, tokens or query parameters', async () => {
    await api.post(
      '/api/login',
      { email: adminCredentials.email, password: 'Wrong-Password-77' },
      { token: null },
    );
    await api.get('/api/me');
    expect((await api.get('/api/test/failing-query')).status).toBe(500);
    await api.post('/api/test/echo', {
      email: 'x@mise.test',
      password: 'Echo-Password-88',
      token: 'tok-123',
    });
    await api.post('/api/setting', { twilio_dsn: 'twilio://AC1:dsn-secret-99@default' });
    const log = lines.join('');
    expect(log).toContain('failing-query'); // the failure itself is logged
    expect(log).toContain('division by zero');
    for (const secret of [
      'Wrong-Password-77',
      'Echo-Password-88',
      'tok-123',
      api.adminToken,
      'secret-hash-in-a-query',
      'dsn-secret-99',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('has time limits for slow clients', () => {
    const server = api.app.server;
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.timeout).toBeGreaterThan(0);
    expect(server.keepAliveTimeout).toBeGreaterThan(0);
  });
});
