// The writing half of the PostgreSQL bulk load, on the main thread: it starts the formatter thread
// (copy-formatter.ts), copies each chunk it hands over and reserves the ids it asks for.
import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import type { Executor } from '../client.ts';
import type { FormatterRequest, FormatterStart, WriterAnswer } from './copy-formatter.ts';
import { copyInto } from './copy-into.ts';
import type { CopyTable } from './copy-rows.ts';
import { reserveIds } from './reserve-ids.ts';

/**
 * Starts the formatter thread: it loads its modules (through a plain module that loads TypeScript)
 * while the transaction begins, then waits for its FormatterStart.
 */
export function startFormatter() {
  return new Worker(new URL('./copy-formatter-thread.mjs', import.meta.url), {
    // A large young generation: a batch's orders die young, and with V8's default the collector
    // copied them around often enough to cost seconds per million.
    resourceLimits: { maxYoungGenerationSizeMb: 192 },
  });
}

/**
 * Sends the formatter what to make, copies what it hands over one chunk at a time on `into.client`,
 * reserving ids on `into.side` as it asks (another connection: sequences ignore transactions, so
 * the formatter goes on while the writing one is busy); answers its last message once every chunk is in.
 */
export function copyFromFormatter(
  formatter: Worker,
  start: FormatterStart,
  into: { client: pg.PoolClient; side: Executor; statements: Map<CopyTable, string> },
  onBatch?: (written: number) => void,
) {
  return new Promise<Extract<FormatterRequest, { kind: 'done' }>>((resolve, reject) => {
    let writing: Promise<void> = Promise.resolve();
    const answer = (message: WriterAnswer) => formatter.postMessage(message);
    formatter.on('error', reject);
    formatter.on('exit', (code) =>
      reject(new Error(`The order formatter stopped early (exit code ${code})`)),
    );
    formatter.on('message', (request: FormatterRequest) => {
      if (request.kind === 'reserve')
        reserveIds(into.side, request.counts).then((first) => answer({ kind: 'reserved', first }), reject);
      else if (request.kind === 'chunk') {
        writing = writing.then(async () => {
          answer({ kind: 'taken' });
          await copyInto(into.client, into.statements, request.chunks);
          onBatch?.(request.formatted);
        });
        writing.catch(reject);
      } else writing.then(() => resolve(request), reject);
    });
    formatter.postMessage(start);
  });
}
