import type { Server, Socket } from 'socket.io';
import type { CHAT_CLIENT_EVENTS, TChatServerEvents, TUserRole } from '@app/contract';

// The gateway's typed Socket.IO: the contract's events (packages/contract/src/chat.ts) with their payloads.

export type TServerToClientEvents = TChatServerEvents;

/** What clients send is checked against the contract's schemas, so it arrives as unknown. */
type TUntrusted = (...args: unknown[]) => void;
export type TClientToServerEvents = { [K in (typeof CHAT_CLIENT_EVENTS)[keyof typeof CHAT_CLIENT_EVENTS]]: TUntrusted };

export type TSocketData = {
  userId: number;
  role: TUserRole;
  sessionId: number;
  expiresAt: Date;
  /** Joined chat rooms: room id -> the other party's user id. */
  joined: Map<number, number>;
  /** Rooms where this socket said typing_start without typing_stop yet. */
  typingIn: Set<number>;
};

export type TChatServer = Server<TClientToServerEvents, TServerToClientEvents, Record<string, never>, TSocketData>;
export type TChatSocket = Socket<TClientToServerEvents, TServerToClientEvents, Record<string, never>, TSocketData>;

/** Socket.IO rooms: every socket of a user, of a session, the sockets in a chat room, and those watching a user's presence. */
export const channel = {
  user: (userId: number) => `user:${userId}`,
  session: (sessionId: number) => `session:${sessionId}`,
  chat: (roomId: number) => `chat:${roomId}`,
  presence: (userId: number) => `presence:${userId}`,
};
