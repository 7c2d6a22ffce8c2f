import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppSettings, buildApp } from '../app.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { loadPgliteSnapshot } from './pglite-snapshot.ts';

export const adminCredentials = { email: 'admin@mise.test', password: 'Admin12345!' };

/**
 * Which database the API suite runs on: PGlite by default, PostgreSQL in the postgres project.
 * Read at each call: test files share loaded modules within a worker (isolate: false).
 */
export const testDatabaseKind = () => (process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite');

async function openTestDatabase(): Promise<DatabaseHandle & { drop: () => Promise<void> }> {
  if (testDatabaseKind() === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: await loadPgliteSnapshot() });
    return { ...handle, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  // Each test file gets its own schema, so files can run side by side on one database.
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const handle = await openDatabase({ kind: 'postgres', url, searchPath: schema });
  return {
    ...handle,
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type RequestOptions = {
  token?: string | null;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
};

/** A real server on a real database, with an admin user and helpers to call it over HTTP. */
export async function createTestApp(
  configure?: (app: FastifyInstance) => Promise<void> | void,
  settings: Partial<AppSettings> = {},
) {
  const database = await openTestDatabase();
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'mise-uploads-'));
  await database.db.insert(users).values({
    email: adminCredentials.email,
    password_hash: await hashPassword(adminCredentials.password),
    first_name: 'Ada',
    last_name: 'Admin',
    role: 'system',
  });
  const app = await buildApp(
    database,
    { uploadsDir, uploadMaxBytes: 200_000, tokenTtlHours: 1, ...settings },
    configure,
  );
  await app.ready();

  async function login(email = adminCredentials.email, password = adminCredentials.password) {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json().token as string;
  }

  const adminToken = await login();

  async function call(method: 'GET' | 'POST' | 'DELETE', url: string, options: RequestOptions = {}) {
    const token = options.token === undefined ? adminToken : options.token;
    const headers: Record<string, string> = { ...options.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | Buffer | undefined;
    if (options.form) {
      const request = new Request('http://local', { method: 'POST', body: options.form });
      payload = Buffer.from(await request.arrayBuffer());
      headers['content-type'] = request.headers.get('content-type')!;
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await app.inject({ method, url, headers, payload });
    const json = response.body ? safeJson(response.body) : undefined;
    return { status: response.statusCode, body: json, headers: response.headers, raw: response.rawPayload };
  }

  return {
    app,
    db: database.db,
    uploadsDir,
    adminToken,
    login,
    get: (url: string, options?: RequestOptions) => call('GET', url, options),
    post: (url: string, body?: unknown, options?: RequestOptions) => call('POST', url, { ...options, body }),
    postForm: (url: string, form: FormData, options?: RequestOptions) =>
      call('POST', url, { ...options, form }),
    delete: (url: string, options?: RequestOptions) => call('DELETE', url, options),
    async close() {
      await app.close();
      await database.close();
      await database.drop();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

function safeJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
