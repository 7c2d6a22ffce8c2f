import pg from 'pg';

/**
 * Vitest global setup of the PostgreSQL project: pg_trgm, which every test file's migration asks
 * for, is created once before the files migrate side by side. CREATE EXTENSION IF NOT EXISTS is
 * not safe against itself: on a database that never had it, two files migrating at once collide
 * (23505 on pg_extension_name_index) and one of them fails.
 */
export default async function setup() {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_trgm with schema public');
  } finally {
    await client.end();
  }
}
