import pg from 'pg';

/**
 * Calls `onNotify` whenever a NOTIFY on the channel arrives, and after a lost connection came back
 * (notifications sent meanwhile are gone: the caller reads what it missed from its tables).
 * Resolves once listening; the returned function stops.
 */
export type Listen = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;

const firstRetryMs = 500;
const longestRetryMs = 15_000;

/**
 * PostgreSQL: LISTEN holds a connection of its own (a pooled one goes back to other queries),
 * reconnected with backoff after an error or a server restart.
 */
export function listenOnPostgres(config: pg.ClientConfig): Listen {
  return async (channel, onNotify) => {
    let client: pg.Client | undefined;
    let isStopped = false;
    let retryMs = firstRetryMs;
    let retryTimer: NodeJS.Timeout | undefined;

    async function connect() {
      const next = new pg.Client(config);
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      next.on('error', () => void next.end().catch(() => {}));
      try {
        await next.connect();
        // LISTEN takes no parameters: the channel is quoted as an identifier.
        await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      } catch (error) {
        await next.end().catch(() => {});
        throw error;
      }
      next.once('end', () => {
        if (client !== next) return;
        client = undefined;
        reconnectLater();
      });
      client = next;
      retryMs = firstRetryMs;
    }

    function reconnectLater() {
      if (isStopped || retryTimer) return;
      retryTimer = setTimeout(async () => {
        retryTimer = undefined;
        try {
          await connect();
          onNotify();
        } catch {
          retryMs = Math.min(retryMs * 2, longestRetryMs);
          reconnectLater();
        }
      }, retryMs);
      retryTimer.unref();
    }

    await connect();
    return async () => {
      isStopped = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    };
  };
}
