import type { TChatMessage } from '@app/contract';
import type { TDb } from '../../db/db-types.ts';
import type { TChatRoomParties } from './chat-queries.ts';

/** A message just committed, with its room's two parties (a real-time gateway tells both). */
export type TMessageStored = { message: TChatMessage; room: TChatRoomParties };
export type TMessageStoredListener = (event: TMessageStored) => void | Promise<void>;
/** Where a listener's failure is reported (a request's or the server's logger fits). */
export type TListenerErrorLog = { error: (details: { err: unknown }, message: string) => void };

// One list of listeners per database handle: every app (and every test's app) has its own, and the
// HTTP routes and a gateway of the same app share it through app.db without anything to wire.
const listenersByDb = new WeakMap<TDb, Set<TMessageStoredListener>>();

/**
 * Calls `listener` after each new chat message of this database is committed (never for a retried
 * send answered with the stored message). Returns the function that stops it (call it on close).
 */
export const onMessageStored = (db: TDb, listener: TMessageStoredListener): (() => void) => {
  let listeners = listenersByDb.get(db);
  if (!listeners) {
    listeners = new Set();
    listenersByDb.set(db, listeners);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Tells every listener, without waiting for them: the sender's answer never depends on a listener,
 * and a listener that throws or rejects is logged, not passed on.
 */
export const announceMessageStored = (db: TDb, event: TMessageStored, log: TListenerErrorLog) => {
  const report = (err: unknown) => log.error({ err }, 'A chat message listener failed');
  for (const listener of listenersByDb.get(db) ?? []) {
    try {
      void Promise.resolve(listener(event)).catch(report);
    } catch (error) {
      report(error);
    }
  }
};
