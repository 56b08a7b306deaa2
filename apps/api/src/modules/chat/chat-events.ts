import type { TChatMessage } from '@app/contract';
import type { TDb } from '../../db/db-types.ts';
import { listenersPerDb } from '../../lib/db-listeners.ts';
import type { TChatRoomParties } from './chat-queries.ts';

/** A message just committed, with its room's two parties (a real-time gateway tells both). */
export type TMessageStored = { message: TChatMessage; room: TChatRoomParties };
export type TMessageStoredListener = (event: TMessageStored) => void | Promise<void>;
/** A party of a room just marked it read up to `lastReadMessageId` (committed), with the room's two parties. */
export type TMessagesRead = { room: TChatRoomParties; userId: number; lastReadMessageId: number };
export type TMessagesReadListener = (event: TMessagesRead) => void | Promise<void>;
/** Where a listener's failure is reported (a request's or the server's logger fits). */
export type TListenerErrorLog = { error: (details: { err: unknown }, message: string) => void };

/**
 * Listeners per database handle (lib/db-listeners.ts), told without being waited for: the caller's
 * answer never depends on one, and a listener that throws or rejects is logged, not passed on.
 */
const listenerRegistry = <TEvent>() => {
  const listeners = listenersPerDb<TEvent>();
  const announce = (db: TDb, event: TEvent, log: TListenerErrorLog) => {
    const report = (err: unknown) => log.error({ err }, 'A chat listener failed');
    for (const listener of listeners.of(db)) {
      try {
        void Promise.resolve(listener(event)).catch(report);
      } catch (error) {
        report(error);
      }
    }
  };
  return { on: listeners.on, announce };
};

const messageStored = listenerRegistry<TMessageStored>();
const messagesRead = listenerRegistry<TMessagesRead>();

/**
 * Calls `listener` after each new chat message of this database is committed (never for a retried
 * send answered with the stored message). Returns the function that stops it (call it on close).
 */
export const onMessageStored: (db: TDb, listener: TMessageStoredListener) => () => void = messageStored.on;
/** Tells every onMessageStored listener, without waiting for them. */
export const announceMessageStored: (db: TDb, event: TMessageStored, log: TListenerErrorLog) => void = messageStored.announce;

/** Calls `listener` after a party marks a room read (PATCH .../read). Returns the function that stops it. */
export const onMessagesRead: (db: TDb, listener: TMessagesReadListener) => () => void = messagesRead.on;
/** Tells every onMessagesRead listener, without waiting for them. */
export const announceMessagesRead: (db: TDb, event: TMessagesRead, log: TListenerErrorLog) => void = messagesRead.announce;
