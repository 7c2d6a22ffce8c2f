// The bytes each COPY FROM STDIN reads, in the binary format: a growing buffer per table, filled
// row by row as the orders are formatted.
import { BinaryRows } from './binary-rows.ts';
import { type CopyTable, copyColumns } from './copy-rows.ts';

const tables = Object.keys(copyColumns) as CopyTable[];

/**
 * Each table's rows as bytes, written as they are formatted: a batch's rows kept as strings would
 * outlive the young generation and the garbage collector would copy them around (seconds per million).
 */
export function createCopyChunks() {
  // Each chunk starts as large as the last one of its table: growing it costs a copy every doubling.
  const lastBytes = Object.fromEntries(tables.map((table) => [table, 1 << 20])) as Record<CopyTable, number>;
  const start = () =>
    Object.fromEntries(tables.map((table) => [table, new BinaryRows(lastBytes[table])])) as Record<
      CopyTable,
      BinaryRows
    >;
  let rows = start();
  return {
    get rows() {
      return rows;
    },
    get bytes() {
      return tables.reduce((sum, table) => sum + rows[table].byteLength, 0);
    },
    /** The tables that have rows, each COPY's whole input; the chunks start empty again. */
    take(): Partial<Record<CopyTable, Buffer>> {
      const taken: Partial<Record<CopyTable, Buffer>> = {};
      for (const table of tables) {
        if (!rows[table].count) continue;
        taken[table] = rows[table].take();
        lastBytes[table] = Math.ceil(taken[table].length * 1.1);
      }
      rows = start();
      return taken;
    },
  };
}
export type CopyChunks = ReturnType<typeof createCopyChunks>;
