import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import type { BackendMessage, NotificationResponseMessage } from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';
import { StatementNames } from './statement-names.ts';

/** Runs database work while holding PGlite's connection (outside or inside a transaction). */
export type Exclusively = <T>(work: () => Promise<T>) => Promise<T>;
type PgliteMessages = Parameters<typeof parse.parseResults>[0];
const { serialize } = protocol;

function joined(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    all.set(message, offset);
    offset += message.length;
  }
  return all;
}

/**
 * Named statements on PGlite's one connection, as PreparingClient keeps them on PostgreSQL's: a
 * statement is parsed once, and each run only binds and executes it, in one call into the
 * database instead of PGlite's six, often without planning it again. The answer is read by
 * node-postgres's protocol parser, which decodes each value straight from the bytes where
 * PGlite's copies every value into a buffer of its own first (a tenth of the server's time on a
 * busy list). Notifications in those answers reach the listeners registered through `listen`.
 */
export function createPgliteStatements(client: PGlite) {
  const names = new StatementNames();
  const parameterTypes = new Map<string, Promise<number[] | undefined>>();
  const listeners = new Map<string, Set<() => void>>();

  async function call(exclusively: Exclusively, messages: Uint8Array[]): Promise<PgliteMessages> {
    const received: BackendMessage[] = [];
    const parser = new Parser();
    const onRawData = (bytes: Uint8Array) =>
      parser.parse(Buffer.from(bytes), (message) => received.push(message));
    await exclusively(() => client.execProtocolRawStream(joined(messages), { syncToFs: false, onRawData }));
    let failure: BackendMessage | undefined;
    for (const message of received) {
      if (message.name === 'error') failure ??= message;
      if (message.name === 'notification') {
        const { channel } = message as NotificationResponseMessage;
        for (const onNotify of listeners.get(channel) ?? []) queueMicrotask(onNotify);
      }
    }
    // The batch ends with Sync: after an error the connection is ready again, as PGlite leaves it.
    if (failure) throw failure;
    return received as unknown as PgliteMessages;
  }

  function prepare(exclusively: Exclusively, name: string, text: string) {
    let types = parameterTypes.get(text);
    if (!types) {
      const parsing = [serialize.parse({ name, text }), serialize.describe({ type: 'S', name })];
      types = call(exclusively, [...parsing, serialize.sync()]).then(
        (messages) => parse.parseDescribeStatementResults(messages),
        () => {
          // Refused (a syntax error, an aborted transaction): it runs unnamed and fails as it would.
          names.forget(text);
          parameterTypes.delete(text);
          return undefined;
        },
      );
      parameterTypes.set(text, types);
    }
    return types;
  }

  return {
    /** The result of a named run, or undefined when `text` is to run unnamed. */
    async run<T>(
      exclusively: Exclusively,
      text: string,
      params: unknown[] | undefined,
      options: QueryOptions | undefined,
    ): Promise<Results<T> | undefined> {
      const name = names.nameFor(text);
      const types = name && (await prepare(exclusively, name, text));
      if (!name || !types) return undefined;
      const values = (params ?? []).map((value, index) =>
        value == null ? null : (client.serializers[types[index]] ?? String)(value),
      );
      const running = [serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' })];
      const messages = await call(exclusively, [...running, serialize.execute({}), serialize.sync()]);
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    },

    /** LISTEN: notifications in PGlite's own answers reach `onNotify` through it, the others here. */
    async listen(channel: string, onNotify: () => void) {
      const stopListening = await client.listen(channel, onNotify);
      const forChannel = listeners.get(channel) ?? new Set();
      listeners.set(channel, forChannel.add(onNotify));
      return async () => {
        forChannel.delete(onNotify);
        await stopListening();
      };
    },
  };
}
