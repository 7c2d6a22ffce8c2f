import path from 'node:path';
import { buildApp } from './app.ts';
import { seedDemoData } from './db/demo-data.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { ensureFirstUser } from './db/seed.ts';
import { readEnv } from './env.ts';
import { UploadStore } from './http/uploads.ts';

const env = readEnv();
const dataDir = path.resolve(env.DATA_DIR);
const uploadsDir = path.join(dataDir, 'uploads');
const handle = await openConfiguredDatabase(env.DATABASE_URL, dataDir);

// The admin first: the demo orders' status changes are theirs.
const firstUser = await ensureFirstUser(handle.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
// Demo data only for a new embedded database, or when asked for explicitly.
const wantsDemo = env.DEMO_DATA ?? handle.kind === 'pglite';
if (handle.isNew && wantsDemo) {
  const started = performance.now();
  // All or nothing: a seed cut short would leave a database that is no longer new, half a demo.
  await handle.db.transaction((tx) => seedDemoData(tx, new UploadStore(uploadsDir)));
  console.log(`Demo data loaded in ${Math.round(performance.now() - started)} ms`);
}

const app = await buildApp(handle, {
  uploadsDir,
  uploadMaxBytes: env.UPLOAD_MAX_BYTES,
  tokenTtlHours: env.TOKEN_TTL_HOURS,
  webDist: env.WEB_DIST,
  trustProxy: env.TRUST_PROXY,
  storefrontRateLimit: { max: env.STOREFRONT_RATE_LIMIT, timeWindowMs: 60_000 },
  logLevel: env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL,
});

const close = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port: env.PORT, host: env.HOST });
const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
console.log(`Mise is running at ${address} (API docs: ${address}/api/docs, database: ${handle.kind})`);
if (firstUser) {
  console.log(`First sign-in: ${firstUser.email} / ${firstUser.password}`);
  if (firstUser.isGenerated) console.log('This password is shown only once; change it after signing in.');
}
