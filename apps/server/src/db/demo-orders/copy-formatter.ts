// The making half of the PostgreSQL bulk load, run in a worker thread (copy-orders.ts starts it):
// it generates the orders, counts them into the rollups and formats them as binary COPY rows,
// while the main thread only writes. Made on the main thread, a batch kept it from feeding the
// socket for tens of milliseconds at a time, and the database sat waiting for bytes.
import { type MessagePort, parentPort } from 'node:worker_threads';
import { createCopyChunks } from './copy-chunks.ts';
import { type CopyContext, type CopyTable, countRows, type FirstIds, formatRows } from './copy-rows.ts';
import { createIdBlocks, type IdCounts } from './id-blocks.ts';
import {
  type GeneratedOrder,
  type GenerateOptions,
  generateOrders,
  type OrderCatalog,
} from './order-generator.ts';
import { createRollupTally, type RollupTable, type RollupTallyState } from './rollup-tally.ts';

/** The writer's first message: what to make. */
export type FormatterStart = {
  catalog: OrderCatalog;
  generate: GenerateOptions;
  userId: number | null;
  firstPhone: number;
  /** Each product's and shipping method's name as a jsonb field (jsonbField). */
  productNames: Map<number, Uint8Array>;
  shippingNames: Map<number, Uint8Array>;
  /** Orders per batch; small batches stay young (cheap to collect). */
  batchSize: number;
  /** Bytes handed over at once, a COPY per table (the first chunks smaller, so the copying starts early). */
  chunkBytes: number;
  /** The rollup tables hold nothing yet: the buckets come as COPY rows rather than as a tally. */
  copyRollups: boolean;
};

/** What the formatter asks of the writer; it waits for the answer before it goes on. */
export type FormatterRequest =
  | { kind: 'reserve'; counts: IdCounts }
  | { kind: 'chunk'; chunks: Partial<Record<CopyTable, Uint8Array>>; formatted: number }
  | { kind: 'done'; rollups?: Record<RollupTable, Uint8Array>; tally?: RollupTallyState };
/** `taken`: the writer has begun copying the chunk, so the next one may be made meanwhile. */
export type WriterAnswer = { kind: 'reserved'; first: Partial<FirstIds> } | { kind: 'taken' };

async function format(port: MessagePort, start: FormatterStart) {
  const answers: ((answer: WriterAnswer) => void)[] = [];
  port.on('message', (answer: WriterAnswer) => answers.shift()?.(answer));
  const ask = (request: FormatterRequest, transfer: ArrayBuffer[] = []) =>
    new Promise<WriterAnswer>((resolve) => {
      answers.push(resolve);
      port.postMessage(request, transfer);
    });
  const reserveIds = createIdBlocks(
    async (counts) => {
      const answer = await ask({ kind: 'reserve', counts });
      if (answer.kind !== 'reserved') throw new Error(`Expected ids, got ${answer.kind}`);
      return answer.first;
    },
    start.generate.orders,
    start.generate.customers,
  );
  const context: CopyContext = {
    customerIds: [],
    firstPhone: start.firstPhone,
    userId: start.userId,
    productNames: start.productNames,
    shippingNames: start.shippingNames,
  };
  const tally = createRollupTally();
  const chunks = createCopyChunks();
  let batch: GeneratedOrder[] = [];
  let formatted = 0;
  const formatBatch = async () => {
    formatRows(batch, await reserveIds(countRows(batch, context.customerIds)), context, chunks);
    formatted += batch.length;
    batch = [];
  };
  // Each buffer has an ArrayBuffer of its own (BinaryRows allocates outside the pool): moved, not copied.
  const buffersOf = (rows: Partial<Record<string, Uint8Array>>) => [
    ...new Set(Object.values(rows).map((bytes) => bytes?.buffer as ArrayBuffer)),
  ];
  let chunkBytes = Math.min(1 << 20, start.chunkBytes);
  const handOver = async () => {
    chunkBytes = Math.min(chunkBytes * 2, start.chunkBytes);
    const taken = chunks.take();
    await ask({ kind: 'chunk', chunks: taken, formatted }, buffersOf(taken));
  };
  for (const order of generateOrders(start.catalog, start.generate)) {
    tally.add(order);
    batch.push(order);
    if (batch.length < start.batchSize) continue;
    await formatBatch();
    if (chunks.bytes >= chunkBytes) await handOver();
  }
  if (batch.length) await formatBatch();
  await handOver();
  if (start.copyRollups) {
    const rollups = tally.copyRows();
    port.postMessage({ kind: 'done', rollups } satisfies FormatterRequest, buffersOf(rollups));
  } else port.postMessage({ kind: 'done', tally: tally.state() } satisfies FormatterRequest);
}

const port = parentPort;
port?.once('message', (start: FormatterStart) => {
  format(port, start).catch((error) =>
    // Uncaught, it ends the thread: the writer gets it as the worker's 'error' and rolls back.
    setImmediate(() => {
      throw error;
    }),
  );
});
