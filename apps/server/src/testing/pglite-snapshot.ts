import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openDatabase } from '../db/client.ts';

// A fresh PGlite costs seconds to initialise and migrate; a migrated data directory, saved once
// per set of migrations, loads in a fraction of that. Every API test file starts from it.

async function snapshotPath(): Promise<string> {
  const hash = createHash('sha256');
  const files = await readdir(migrationsFolder, { recursive: true });
  for (const file of files.sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  }
  return path.join(tmpdir(), `mise-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Makes the migrated snapshot unless one for these migrations exists; answers its path. */
export async function ensurePgliteSnapshot(): Promise<string> {
  const target = await snapshotPath();
  if (existsSync(target)) return target;
  const handle = await openDatabase({ kind: 'pglite' });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  // Written aside and renamed, so a reader never sees half a file when two workers race here.
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, target);
  return target;
}

export async function loadPgliteSnapshot(): Promise<Blob> {
  return new Blob([await readFile(await ensurePgliteSnapshot())]);
}
