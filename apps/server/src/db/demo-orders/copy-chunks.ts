// The bytes a COPY FROM STDIN reads, one growing buffer per table, filled row by row.
import { type CopyTable, copyColumns } from './copy-rows.ts';

const tables = Object.keys(copyColumns) as CopyTable[];

/**
 * Each table's rows as bytes, written as they are formatted: a batch's rows kept as strings would
 * outlive the young generation and the garbage collector would copy them around (seconds per million).
 */
export function createCopyChunks() {
  const initialBytes = 1 << 20;
  const buffers = {} as Record<CopyTable, Buffer>;
  const lengths = {} as Record<CopyTable, number>;
  const reset = () => {
    for (const table of tables) {
      buffers[table] = Buffer.allocUnsafe(initialBytes);
      lengths[table] = 0;
    }
  };
  const makeRoom = (table: CopyTable, bytes: number) => {
    if (lengths[table] + bytes <= buffers[table].length) return;
    const larger = Buffer.allocUnsafe(Math.max(buffers[table].length * 2, lengths[table] + bytes));
    buffers[table].copy(larger, 0, 0, lengths[table]);
    buffers[table] = larger;
  };
  reset();
  return {
    add(table: CopyTable, text: string) {
      // A UTF-16 unit never takes more than three bytes in UTF-8.
      makeRoom(table, text.length * 3);
      lengths[table] += buffers[table].write(text, lengths[table]);
    },
    /** Bytes encoded once (a product's name), copied rather than encoded again on every row. */
    addBytes(table: CopyTable, bytes: Buffer) {
      makeRoom(table, bytes.length);
      lengths[table] += bytes.copy(buffers[table], lengths[table]);
    },
    get bytes() {
      return Object.values(lengths).reduce((sum, length) => sum + length, 0);
    },
    /** The rows so far, by table; the chunks start empty again. */
    take(): Record<CopyTable, Buffer> {
      const taken = {} as Record<CopyTable, Buffer>;
      for (const table of tables) taken[table] = buffers[table].subarray(0, lengths[table]);
      reset();
      return taken;
    },
  };
}
export type CopyChunks = ReturnType<typeof createCopyChunks>;
