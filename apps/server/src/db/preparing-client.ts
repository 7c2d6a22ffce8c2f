import pg from 'pg';

/** Only plain reads and writes: DDL and utility statements keep running unnamed. */
const preparable = /^\s*\(?\s*(select|insert|update|delete|with|explain)\b/i;
const namedStatementLimit = 500;

type QueryConfig = { text?: string; name?: string; values?: unknown[] };

/**
 * A node-postgres client (one connection) that names each parameterised statement it runs: the
 * connection parses it once and then only binds it, and PostgreSQL may keep its plan. The panel's
 * statements are few shapes run over and over (a list page, its references, a session), so this
 * saves the database a parse, and often a plan, on nearly every call. Texts past the limit (shapes
 * built from odd inputs) run unnamed, as before: no connection keeps an unbounded number of them.
 */
export class PreparingClient extends pg.Client {
  readonly #statementNames = new Map<string, string>();

  #nameFor(text: string): string | undefined {
    const known = this.#statementNames.get(text);
    if (known || this.#statementNames.size >= namedStatementLimit || !preparable.test(text)) return known;
    const name = `mise_${this.#statementNames.size + 1}`;
    this.#statementNames.set(text, name);
    return name;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this passes them through
  query(config: any, values?: any, callback?: any): any {
    const isText = typeof config === 'string';
    const asked = (isText ? { text: config } : config) as QueryConfig | undefined;
    const parameters = Array.isArray(values) ? values : asked?.values;
    const name =
      // A submittable (a COPY stream, a cursor) is passed on as it is.
      typeof asked?.text === 'string' && !asked.name && !('submit' in asked) && parameters?.length
        ? this.#nameFor(asked.text)
        : undefined;
    return super.query(name ? { ...asked, name } : config, values, callback);
  }
}
