import pg from 'pg';

/**
 * Statement names by text, shared by every connection: each connection parses a named statement
 * once and then only binds it, and PostgreSQL may keep its plan. The panel's statements are few
 * shapes run over and over (a list page, its references, a session), so this saves the database a
 * parse, and often a plan, on nearly every call. Texts past the limit (shapes built from odd
 * inputs) run unnamed, as before, so no connection keeps an unbounded number of statements.
 */
const statementNames = new Map<string, string>();
const namedStatementLimit = 500;
/** Only plain reads and writes: DDL and utility statements keep running unnamed. */
const preparable = /^\s*\(?\s*(select|insert|update|delete|with|explain)\b/i;

function nameFor(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known || statementNames.size >= namedStatementLimit || !preparable.test(text)) return known;
  const name = `mise_${statementNames.size + 1}`;
  statementNames.set(text, name);
  return name;
}

type QueryConfig = { text?: string; name?: string; values?: unknown[] };

/** A node-postgres client whose parameterised statements are prepared once per connection. */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this passes them through
  query(config: any, values?: any, callback?: any): any {
    const parameters = Array.isArray(values) ? values : (config as QueryConfig | undefined)?.values;
    if (
      config &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      !config.name &&
      parameters?.length
    ) {
      const name = nameFor(config.text);
      if (name) config = { ...config, name };
    } else if (typeof config === 'string' && Array.isArray(values) && values.length) {
      const name = nameFor(config);
      if (name) config = { text: config, name };
    }
    return super.query(config, values, callback);
  }
}
