/** The rows of a raw `db.execute` result (both drivers answer `{ rows }`; drizzle types it loosely). */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
