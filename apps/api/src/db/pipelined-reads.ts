import pg from 'pg';

/**
 * A few PostgreSQL connections in node-postgres's pipeline mode, for the API's hand-written
 * statements outside transactions (registerRawQuery in db/raw-query.ts: session lookups, the
 * organiser's list, quotes, chat, history...). The pool checks a connection out for each statement
 * and sends the next one only after the answer has been read, so under load ten backends each ran
 * one statement per wake-up while the server and PostgreSQL took turns on the same cores. Here every
 * statement is written at once to the connection with the fewest statements in flight; a backend
 * runs what is queued on its socket back to back, and the server reads several answers in one read.
 * Each statement has its own Sync, so one failing (a bad cast, a constraint) fails alone.
 *
 * Transactions and drizzle's own queries stay on the pool: a transaction needs its connection to
 * itself. A slow statement delays those queued behind it on the same connection (the least busy one
 * is chosen), which is why the statements that can take long (the provider search) go through
 * drizzle and the pool.
 *
 * A connection that fails (terminated backend, restart, network) fails its statements in flight
 * (connection-level errors: 503 to the client) and is replaced by the next statement.
 */
export type TPipelinedReads = {
  query: (text: string, values: unknown[], name?: string) => Promise<unknown[]>;
  close: () => Promise<void>;
};

type TSlot = { client: pg.Client | null; ready: Promise<pg.Client> | null; inFlight: number };

export const openPipelinedReads = (options: {
  connectionString: string;
  connections: number;
  connectTimeoutMs: number;
  onConnectionError: (error: Error) => void;
}): TPipelinedReads => {
  const slots: TSlot[] = Array.from({ length: Math.max(1, options.connections) }, () => ({ client: null, ready: null, inFlight: 0 }));
  let closed = false;

  /** Drops the slot's connection if it is still `client`, and ends it. */
  const forget = async (slot: TSlot, client: pg.Client) => {
    if (slot.client !== client) return;
    slot.client = null;
    slot.ready = null;
    await client.end().catch(() => undefined);
  };

  const connection = (slot: TSlot): Promise<pg.Client> => {
    if (slot.ready) return slot.ready;
    const client = new pg.Client({
      connectionString: options.connectionString, connectionTimeoutMillis: options.connectTimeoutMs, keepAlive: true,
      options: '-c jit=off', application_name: 'hui-api-reads', pipeline: true,
    });
    slot.client = client;
    // Without a listener a connection's 'error' event would crash the process.
    client.on('error', (error) => {
      options.onConnectionError(error);
      void forget(slot, client);
    });
    client.on('end', () => void forget(slot, client));
    slot.ready = client.connect().then(() => client, (error: unknown) => {
      void forget(slot, client);
      throw error;
    });
    return slot.ready;
  };

  const leastBusy = () => {
    let best = slots[0]!;
    for (const slot of slots) if (slot.inFlight < best.inFlight) best = slot;
    return best;
  };

  return {
    query: async (text, values, name) => {
      if (closed) throw new Error('Client was closed and is not queryable');
      const slot = leastBusy();
      slot.inFlight += 1;
      try {
        const client = await connection(slot);
        return (await client.query(name ? { text, values, name } : { text, values })).rows;
      } finally {
        slot.inFlight -= 1;
      }
    },
    close: async () => {
      closed = true;
      await Promise.all(slots.map((slot) => slot.client && forget(slot, slot.client)));
    },
  };
};
