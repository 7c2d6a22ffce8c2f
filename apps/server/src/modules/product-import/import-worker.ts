import { and, asc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { productImports } from '../../db/schema.ts';
import { claimBatch } from '../../jobs/claim-batch.ts';
import { readDefaultLanguage } from './import-languages.ts';
import type { ImportRow } from './import-rows.ts';
import { writeImportRows } from './import-writer.ts';

/** A running import whose process has not reported for this long died with it: claim it again. */
const staleAfterMs = 10 * 60 * 1000;

type ImportJob = typeof productImports.$inferSelect;

/**
 * Runs product imports in the background of this process. Jobs are rows of product_imports claimed
 * with FOR UPDATE SKIP LOCKED, so several processes share them and a restarted one resumes what is
 * pending. An import's products land in one transaction with its `done` status: all or nothing, and
 * a resumed job starts over. Progress is written outside that transaction so every process sees it
 * on PostgreSQL. PGlite has one connection: its transaction holds every other query (the progress
 * polls too) until the commit, so there the bar jumps from 0 to done; 5,000 rows take a few seconds.
 */
export function createImportWorker(db: Database, log: FastifyBaseLogger) {
  const liveProgress = new Map<number, number>();
  const progressWrites = new Set<Promise<unknown>>();
  let draining: Promise<void> | undefined;
  let hasMoreWork = false;
  let isClosed = false;

  function kick() {
    if (isClosed) return;
    if (draining) {
      hasMoreWork = true;
      return;
    }
    draining = drain()
      .catch((error) => log.error({ err: error }, 'product import worker failed'))
      .finally(() => {
        draining = undefined;
        if (hasMoreWork) {
          hasMoreWork = false;
          kick();
        }
      });
  }

  async function drain() {
    for (let job = await claimNext(); job && !isClosed; job = await claimNext()) await run(job);
  }

  async function claimNext(): Promise<ImportJob | undefined> {
    const staleBefore = new Date(Date.now() - staleAfterMs);
    const [job] = await claimBatch(db, {
      table: productImports,
      ready: or(
        eq(productImports.status, 'pending'),
        and(eq(productImports.status, 'running'), lt(productImports.claimed_at, staleBefore)),
      ) as SQL,
      orderBy: [asc(productImports.id)],
      limit: 1,
      claim: { status: 'running', claimed_at: new Date(), processed_rows: 0 },
    });
    return job;
  }

  async function run(job: ImportJob) {
    const rows = (job.rows ?? []) as ImportRow[];
    liveProgress.set(job.id, 0);
    try {
      const defaultLanguage = await readDefaultLanguage(db);
      const started = performance.now();
      await db.transaction(async (tx) => {
        const counts = await writeImportRows(tx, rows, defaultLanguage, (processed) =>
          report(job.id, processed),
        );
        await tx
          .update(productImports)
          .set({
            status: 'done',
            processed_rows: rows.length,
            created_count: counts.created,
            updated_count: counts.updated,
            rows: null,
            finished_at: new Date(),
          })
          .where(eq(productImports.id, job.id));
      });
      log.info(
        { importId: job.id, rows: rows.length, ms: Math.round(performance.now() - started) },
        'products imported',
      );
    } catch (error) {
      log.error({ err: error, importId: job.id }, 'product import failed; nothing was written');
      await db
        .update(productImports)
        .set({
          status: 'failed',
          processed_rows: 0,
          errors: [{ line: 0, message: 'messages.import_failed' }],
          rows: null,
          finished_at: new Date(),
        })
        .where(eq(productImports.id, job.id));
    } finally {
      liveProgress.delete(job.id);
    }
  }

  function report(id: number, processedRows: number) {
    liveProgress.set(id, processedRows);
    // Not awaited: the import goes on while the count travels; a job no longer running keeps its own.
    const write = db
      .update(productImports)
      .set({ processed_rows: processedRows, claimed_at: new Date() })
      .where(and(eq(productImports.id, id), eq(productImports.status, 'running')))
      .catch((error) => log.warn({ err: error, importId: id }, 'import progress not stored'))
      .finally(() => progressWrites.delete(write));
    progressWrites.add(write);
  }

  return {
    kick,
    /** Rows written so far by an import this process is running (ahead of what is stored). */
    liveProgressOf: (id: number) => liveProgress.get(id),
    async close() {
      isClosed = true;
      await draining;
      await Promise.all(progressWrites);
    },
  };
}

export type ImportWorker = ReturnType<typeof createImportWorker>;
