import pg from 'pg';
import { StatementNames } from './statement-names.ts';

type QueryConfig = { text?: string; name?: string; values?: unknown[] };

/**
 * A node-postgres client (one connection) that names each read and write it runs: the
 * connection parses it once and then only binds it, and PostgreSQL may keep its plan. This saves
 * the database a parse, and often a plan, on nearly every call.
 */
export class PreparingClient extends pg.Client {
  readonly #statementNames = new StatementNames();

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this passes them through
  query(config: any, values?: any, callback?: any): any {
    const isText = typeof config === 'string';
    const asked = (isText ? { text: config } : config) as QueryConfig | undefined;
    const name =
      // A submittable (a COPY stream, a cursor) is passed on as it is.
      typeof asked?.text === 'string' && !asked.name && !('submit' in asked)
        ? this.#statementNames.nameFor(asked.text)
        : undefined;
    return super.query(name ? { ...asked, name } : config, values, callback);
  }
}
