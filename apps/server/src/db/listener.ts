import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export interface Listener {
  /** Stops listening and closes the connection; no reconnect after it. */
  stop(): Promise<void>;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on one channel over a connection of its own that comes back by itself: when the server ends it
 * (restart, outage, terminated backend) it reconnects, waiting 0.5 s, then twice as long up to 5 s, so the
 * process hears notices again within seconds of the database returning. Notices sent while it was away
 * are lost (PostgreSQL keeps none for absent listeners). The first connection must succeed: it rejects otherwise.
 */
export async function listenReconnecting(
  config: pg.ClientConfig,
  channel: string,
  onNotice: (payload: string) => void,
  log: FastifyBaseLogger,
  /** Called each time the connection is back after it was lost: notices may have been missed meanwhile. */
  onBack: () => void = () => {},
): Promise<Listener> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let waitMs = RETRY_FIRST_MS;

  async function connect(): Promise<void> {
    const conn = new pg.Client(config);
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost || stopped) return;
      lost = true;
      log.warn({ err, channel }, 'the notice connection was lost; reconnecting');
      void conn.end().catch(() => undefined);
      schedule();
    };
    conn.on('error', onLost);
    conn.on('end', () => onLost());
    conn.on('notification', (n) => n.channel === channel && n.payload && onNotice(n.payload));
    try {
      await conn.connect();
      await conn.query(`listen ${channel}`);
    } catch (err) {
      lost = true;
      void conn.end().catch(() => undefined);
      throw err;
    }
    current = conn;
    waitMs = RETRY_FIRST_MS;
  }

  function schedule() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          log.info({ channel }, 'the notice connection is back');
          onBack();
        },
        () => {
          waitMs = Math.min(waitMs * 2, RETRY_MAX_MS);
          schedule();
        },
      );
    }, waitMs);
    retry.unref();
  }

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => undefined);
    },
  };
}
