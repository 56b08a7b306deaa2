import type { TDb } from '../db/db-types.ts';

/**
 * Listeners of one kind of event, one list per database handle: every app (and every test's app)
 * has its own, and the code that announces and the code that listens (the real-time gateway) share
 * it through app.db without anything to wire. `on` returns the function that stops the listener.
 */
export const listenersPerDb = <TEvent>() => {
  const byDb = new WeakMap<TDb, Set<(event: TEvent) => void | Promise<void>>>();
  return {
    on: (db: TDb, listener: (event: TEvent) => void | Promise<void>): (() => void) => {
      let listeners = byDb.get(db);
      if (!listeners) {
        listeners = new Set();
        byDb.set(db, listeners);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The listeners of this database now (a copy: one may stop while they run). */
    of: (db: TDb) => [...(byDb.get(db) ?? [])],
  };
};
