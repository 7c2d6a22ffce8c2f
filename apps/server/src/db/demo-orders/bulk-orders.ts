import type { Executor } from '../client.ts';
import { pauseTriggersAndIndexes } from './bulk-load-guards.ts';
import type { GeneratedOrder } from './order-generator.ts';
import { createOrderWriter, type OrderWriterOptions } from './order-writer.ts';

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Writes orders in batches in one transaction (a savepoint inside the caller's), with the tables'
 * triggers (the statistics rollups, row by row) off while it runs and the rollups rebuilt once at
 * the end. Off and on again in that transaction: a run cut short leaves the triggers as they were.
 */
export async function writeOrdersInBulk(
  db: Executor,
  generated: Iterable<GeneratedOrder>,
  options: OrderWriterOptions & {
    batchSize?: number;
    onBatch?: (written: number) => void;
    /** For a load that is large beside what the tables hold: indexes rebuilt at the end. */
    rebuildIndexes?: boolean;
    /** Seconds each part took once the rows are in: indexes, rollups. */
    onPhase?: (phase: string, seconds: number) => void;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const writer = createOrderWriter(tx, options);
    const batchSize = options.batchSize ?? 5_000;
    const paused = await pauseTriggersAndIndexes(tx, options);
    let written = 0;
    let batch: GeneratedOrder[] = [];
    let writing: Promise<void> = Promise.resolve();
    let failure: unknown;
    // A batch's error is kept (no unhandled rejection while the next one is generated) and rethrown.
    const settle = async () => {
      await writing;
      if (failure) throw failure;
    };
    const flush = async () => {
      await settle();
      const full = batch;
      batch = [];
      written += full.length;
      writing = writer.write(full).then(
        () => options.onBatch?.(written),
        (error) => {
          failure = error;
        },
      );
    };
    for (const order of paused.counted(generated)) {
      batch.push(order);
      if (batch.length >= batchSize) await flush();
      // Let the previous batch's statements go out while this one is generated.
      else if (batch.length % 2_000 === 0) await nextTick();
    }
    if (batch.length) await flush();
    await settle();
    await paused.finish(options.onPhase);
    return written;
  });
}
