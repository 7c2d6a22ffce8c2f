import { type PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import type { Listen } from './listener.ts';
import { createPgliteStatements, type Exclusively } from './pglite-statements.ts';

const asText = (value: string) => value;

/** The parsers drizzle hands PGlite with every query: dates, timestamps and intervals stay text. */
export const drizzleParsers = Object.fromEntries(
  // numeric[], timestamp[], timestamptz[], interval[] and date[] by their type ids
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((id) => [
    id,
    asText,
  ]),
);

type Queryable = Pick<PGlite, 'query'> & Partial<Pick<PGlite, 'transaction'>>;

/**
 * PGlite runs each statement on this thread, and hands the connection from one waiting statement
 * to the next without letting the server read a request in between: requests came in waves, and
 * one arriving during a wave waited for all of it and then its own (p99 two and a half times the
 * median at ten callers). Waiting a turn before each statement outside a transaction takes turns
 * fairly: at ten callers p99 came to about one and a half times the median, and no fewer answers.
 */
const turnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The client as drizzle should see it: PGlite given drizzleParsers once (PGlite.create's `parsers`),
 * each query's own parsers left out (with them, PGlite copies its whole parser table on every
 * query, 0.1 to 0.3 ms each), and its reads and writes prepared once; with the LISTEN that
 * hears notifications in every answer.
 */
export function forDrizzle(client: PGlite): { client: PGlite; listen: Listen } {
  const statements = createPgliteStatements(client);
  // A query waits for any transaction to end; one inside a transaction only for the query before it.
  const alone: Exclusively = (work) => client._runExclusiveTransaction(() => client._runExclusiveQuery(work));
  const inTransaction: Exclusively = (work) => client._runExclusiveQuery(work);

  function wrap<Client extends Queryable>(target: Client, exclusively: Exclusively): Client {
    const isAlone = exclusively === alone;
    const query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      if (isAlone) await turnOfTheEventLoop();
      const plainOptions = options && { ...options, parsers: undefined };
      const prepared = await statements.run<T>(exclusively, text, params, plainOptions);
      if (!prepared) return target.query<T>(text, params, plainOptions);
      // What PGlite's own query() does after a statement outside a transaction.
      if (isAlone) await client.syncToFs();
      return prepared;
    };
    return new Proxy(target, {
      get(object, property) {
        if (property === 'query') return query;
        if (property === 'transaction' && object.transaction) {
          const transaction = object.transaction.bind(object);
          return async (work: (tx: Queryable) => Promise<unknown>) => {
            await turnOfTheEventLoop();
            return transaction((tx) => work(wrap(tx, inTransaction)));
          };
        }
        const value = Reflect.get(object, property, object);
        // PGlite keeps its state in private fields: its methods run on the client itself.
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  }
  return { client: wrap(client, alone), listen: statements.listen };
}
