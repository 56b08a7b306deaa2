import type { TDb } from './db-types.ts';
import { constantStatement } from './raw-query.ts';

type TWaiter<TRow> = { resolve: (row: TRow | null) => void; reject: (error: unknown) => void };
type TBatch<TRow> = Map<string, TWaiter<TRow>[]>;

/** At most this many keys go in one statement; a larger turn runs as several. */
export const MAX_KEYS_PER_LOOKUP = 100;

/**
 * A lookup by one unique key (at most one row a key) that every request of a busy server runs, such
 * as the session behind a bearer token. The keys asked for during one turn of the event loop (the
 * requests that arrived together) are read by one statement, `text`, whose `$1` is the array of keys
 * (`where x = any($1::text[])`) and whose rows carry their key in the column `keyColumn`, run when the
 * turn ends (setImmediate). One round trip and one statement for many requests instead of one each:
 * the database's cost per statement (parse of the message, executor start, network) and the driver's
 * are paid once. Nothing is kept between turns: every lookup reads the rows as they are after it was
 * asked for, so a session revoked a moment ago is refused as before.
 */
export const batchedLookup = <TRow extends Record<string, unknown>>(name: string, text: string, keyColumn: keyof TRow & string) => {
  const run = constantStatement<TRow>(name, text);
  const pending = new Map<TDb, TBatch<TRow>>();

  const settle = (db: TDb, batch: TBatch<TRow>) => {
    run(db, [[...batch.keys()]]).then((rows) => {
      for (const row of rows) {
        const waiters = batch.get(row[keyColumn] as string);
        batch.delete(row[keyColumn] as string);
        for (const waiter of waiters ?? []) waiter.resolve(row);
      }
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.resolve(null);
    }, (error: unknown) => {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    });
  };

  const flush = (db: TDb) => {
    const batch = pending.get(db);
    pending.delete(db);
    if (!batch) return;
    let part: TBatch<TRow> = new Map();
    for (const [key, waiters] of batch) {
      part.set(key, waiters);
      if (part.size === MAX_KEYS_PER_LOOKUP) {
        settle(db, part);
        part = new Map();
      }
    }
    if (part.size > 0) settle(db, part);
  };

  return (db: TDb, key: string): Promise<TRow | null> => new Promise((resolve, reject) => {
    let batch = pending.get(db);
    if (!batch) {
      batch = new Map();
      pending.set(db, batch);
      setImmediate(flush, db);
    }
    const waiters = batch.get(key);
    if (waiters) waiters.push({ resolve, reject });
    else batch.set(key, [{ resolve, reject }]);
  });
};
