import pg from 'pg';

/** How long a lost listening connection waits before it tries again. */
const RECONNECT_AFTER_MS = 1_000;

/**
 * Called with each notice's payload; with `undefined` after the connection was lost and made again,
 * since notices sent meanwhile are gone (PostgreSQL keeps none for a session that is not there).
 */
export type NoticeHandler = (payload: string | undefined) => void;

/**
 * LISTEN on one PostgreSQL channel over a connection of its own (a pooled connection is handed to
 * other queries, which would miss notices), made again whenever it is lost. Resolves once the first
 * attempt has listened or failed; a failure is reported and retried in the background.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onNotice: NoticeHandler,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  // Set while no connection listens: whatever was announced then is lost.
  let missed = false;

  const connect = async () => {
    const current = new pg.Client({ connectionString: url });
    client = current;
    const lost = (error?: unknown) => {
      if (client !== current) return;
      client = undefined;
      missed = true;
      if (error) onError(error);
      void current.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_AFTER_MS);
    };
    current.on('error', lost);
    current.on('end', () => lost());
    current.on('notification', (message) => onNotice(message.payload));
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (missed) onNotice(undefined);
      missed = false;
    } catch (error) {
      lost(error);
    }
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
