// The chat's real-time connection (dashboard.md §4, §7; the protocol in @app/contract chat.ts):
// one Socket.IO client per signed-in page, to this page's own origin at CHAT_SOCKET_PATH with the
// session token in `auth`. It keeps the TanStack Query cache true as events come (chat-cache.ts),
// rejoins the open rooms after a reconnect with the newest id it holds and merges what it missed,
// and holds what is not in the cache: who is online and who is typing.
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import {
  CHAT_CLIENT_EVENTS, CHAT_SERVER_EVENTS, CHAT_SESSION_ENDED_EVENT, CHAT_SOCKET_PATH,
  type TChatClientEvents, type TChatMessage, type TChatServerEvents, type TJoinedRoomEvent, type TMessagesReadEvent,
  type TSendMessageAck, type TSendMessagePayload,
} from '@app/contract';
import { chatKeys } from '../query-keys.ts';
import { addMessages, addUnreadMessage, areMessagesCached, cachedMessages, cachedRoom, clearUnread, noteLastMessage, noteOtherRead } from './chat-cache.ts';
import { lastStoredId } from './chat-messages.ts';
import { markRoomRead } from './chat-read.ts';
import { OFFLINE_SNAPSHOT, type TChatSnapshot } from './chat-snapshot.ts';

/** A send over the socket unanswered for this long is retried over HTTP with the same client_message_id. */
export const SEND_ACK_TIMEOUT_MS = 8_000;
/** Messages arriving together in the open room are marked read with one call. */
const READ_DELAY_MS = 250;
/**
 * A server that closes the connection itself (a node shutting down says so to every socket) is
 * connected to again after this long plus up to a second, so clients do not all come back at once.
 * Socket.IO reconnects by itself only after a lost transport.
 */
export const SERVER_DISCONNECT_RETRY_MS = 1_000;

export type TChatConnectionOptions = { token: string; userId: number; queryClient: QueryClient; url?: string };

export class ChatConnection {
  private readonly socket: Socket<TChatServerEvents, TChatClientEvents>;
  private readonly openRooms = new Map<number, number>();
  private readonly readTimers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();
  private snapshot: TChatSnapshot = OFFLINE_SNAPSHOT;
  private hasConnected = false;
  /** The server ended this session (signed out elsewhere, revoked, expired): no reconnecting. */
  private isSessionEnded = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: TChatConnectionOptions) {
    const settings = { path: CHAT_SOCKET_PATH, auth: { token: options.token }, transports: ['websocket', 'polling'] };
    this.socket = options.url ? io(options.url, settings) : io(settings);
    this.socket.on('connect', () => this.onConnect());
    this.socket.on('disconnect', (reason) => this.onDisconnect(reason));
    this.socket.on(CHAT_SERVER_EVENTS.error, (event) => {
      if (event.event === CHAT_SESSION_ENDED_EVENT) this.isSessionEnded = true;
    });
    this.socket.on(CHAT_SERVER_EVENTS.newMessage, (message) => this.onNewMessage(message));
    this.socket.on(CHAT_SERVER_EVENTS.joinedRoom, (event) => this.onJoinedRoom(event));
    this.socket.on(CHAT_SERVER_EVENTS.messagesRead, (event) => this.onMessagesRead(event));
    this.socket.on(CHAT_SERVER_EVENTS.userTyping, (event) => this.setTyping(event.roomId, event.userId, event.isTyping));
    this.socket.on(CHAT_SERVER_EVENTS.userOnline, ({ userId }) => this.setOnline(userId, true));
    this.socket.on(CHAT_SERVER_EVENTS.userOffline, ({ userId }) => this.setOnline(userId, false));
  }

  get userId(): number {
    return this.options.userId;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): TChatSnapshot => this.snapshot;

  /** Joins a room while a conversation shows it; the returned function leaves it. */
  openRoom(roomId: number): () => void {
    const count = this.openRooms.get(roomId) ?? 0;
    this.openRooms.set(roomId, count + 1);
    if (count === 0 && this.socket.connected) this.join(roomId);
    return () => {
      const left = (this.openRooms.get(roomId) ?? 1) - 1;
      if (left > 0) {
        this.openRooms.set(roomId, left);
        return;
      }
      this.openRooms.delete(roomId);
      if (this.socket.connected) this.socket.emit(CHAT_CLIENT_EVENTS.leaveChatRoom, roomId);
      const typing = new Map(this.snapshot.typing);
      typing.delete(roomId);
      this.update({ typing });
    };
  }

  isOpen(roomId: number): boolean {
    return this.openRooms.has(roomId);
  }

  startTyping(roomId: number): void {
    if (this.socket.connected) this.socket.emit(CHAT_CLIENT_EVENTS.typingStart, roomId);
  }

  stopTyping(roomId: number): void {
    if (this.socket.connected) this.socket.emit(CHAT_CLIENT_EVENTS.typingStop, roomId);
  }

  /**
   * Sends over the socket: the stored message, or null when the socket is down or did not answer in
   * time (the caller then sends over HTTP with the same client_message_id, which stores it once).
   * A refusal (an expired room) rejects with the server's text.
   */
  async send(payload: TSendMessagePayload): Promise<TChatMessage | null> {
    if (!this.socket.connected) return null;
    let answer: TSendMessageAck;
    try {
      answer = await this.socket.timeout(SEND_ACK_TIMEOUT_MS).emitWithAck(CHAT_CLIENT_EVENTS.sendMessage, payload);
    } catch {
      return null;
    }
    if (!answer.ok) throw new Error(answer.error);
    return answer.message;
  }

  close(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    for (const timer of this.readTimers.values()) clearTimeout(timer);
    this.readTimers.clear();
    this.socket.removeAllListeners();
    this.socket.disconnect();
    this.listeners.clear();
  }

  private update(change: Partial<TChatSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  private join(roomId: number): void {
    // A room loaded before (an empty one too, lastSeenId 0) catches up on what came since; a room not
    // loaded yet needs nothing: its first page comes over HTTP.
    const { queryClient } = this.options;
    if (!areMessagesCached(queryClient, roomId)) this.socket.emit(CHAT_CLIENT_EVENTS.joinChatRoom, { roomId });
    else this.socket.emit(CHAT_CLIENT_EVENTS.joinChatRoom, { roomId, lastSeenId: lastStoredId(cachedMessages(queryClient, roomId)) });
  }

  private onDisconnect(reason: Socket.DisconnectReason): void {
    this.update({ isConnected: false, typing: new Map() });
    if (reason !== 'io server disconnect' || this.isSessionEnded) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.socket.connect();
    }, SERVER_DISCONNECT_RETRY_MS + Math.random() * 1_000);
  }

  private onConnect(): void {
    this.update({ isConnected: true });
    // After a reconnect, what arrived meanwhile in rooms not open is only in the database.
    if (this.hasConnected) void this.options.queryClient.invalidateQueries({ queryKey: chatKeys.chat, refetchType: 'active' });
    this.hasConnected = true;
    for (const roomId of this.openRooms.keys()) this.join(roomId);
  }

  private isFromOther(message: TChatMessage): boolean {
    return message.message_type === 'text' && message.sender_user_id !== null && message.sender_user_id !== this.options.userId;
  }

  private onNewMessage(message: TChatMessage): void {
    const { queryClient, token } = this.options;
    const roomId = message.chat_room_id;
    const isKnown = cachedMessages(queryClient, roomId).some((shown) => shown.id === message.id) || (cachedRoom(queryClient, roomId)?.last_message?.id ?? 0) >= message.id;
    if (!cachedRoom(queryClient, roomId)) void queryClient.invalidateQueries({ queryKey: chatKeys.chatRooms });
    addMessages(queryClient, roomId, [message]);
    noteLastMessage(queryClient, message);
    if (message.sender_user_id !== null) this.setTyping(roomId, message.sender_user_id, false);
    if (isKnown || !this.isFromOther(message)) return;
    if (this.isOpen(roomId)) this.scheduleRead(roomId);
    else addUnreadMessage(queryClient, token, roomId);
  }

  private onJoinedRoom({ roomId, otherPartyOnline, otherLastReadMessageId, missed }: TJoinedRoomEvent): void {
    const { queryClient } = this.options;
    addMessages(queryClient, roomId, missed);
    const last = missed.at(-1);
    if (last) noteLastMessage(queryClient, last);
    noteOtherRead(queryClient, roomId, otherLastReadMessageId);
    const other = cachedRoom(queryClient, roomId)?.other_party_user_id;
    if (other !== undefined) this.setOnline(other, otherPartyOnline);
    if (missed.some((message) => this.isFromOther(message)) && this.isOpen(roomId)) this.scheduleRead(roomId);
  }

  private onMessagesRead({ roomId, userId, lastReadMessageId }: TMessagesReadEvent): void {
    if (userId === this.options.userId) clearUnread(this.options.queryClient, this.options.token, roomId);
    else noteOtherRead(this.options.queryClient, roomId, lastReadMessageId);
  }

  private scheduleRead(roomId: number): void {
    if (this.readTimers.has(roomId)) return;
    this.readTimers.set(
      roomId,
      setTimeout(() => {
        this.readTimers.delete(roomId);
        void markRoomRead(this.options.queryClient, this.options.token, roomId);
      }, READ_DELAY_MS),
    );
  }

  private setTyping(roomId: number, userId: number, isTyping: boolean): void {
    if (userId === this.options.userId) return;
    const current = this.snapshot.typing.get(roomId);
    if ((current?.has(userId) ?? false) === isTyping) return;
    const users = new Set(current);
    if (isTyping) users.add(userId);
    else users.delete(userId);
    const typing = new Map(this.snapshot.typing);
    typing.set(roomId, users);
    this.update({ typing });
  }

  private setOnline(userId: number, isOnline: boolean): void {
    if (this.snapshot.online.has(userId) === isOnline) return;
    const online = new Set(this.snapshot.online);
    if (isOnline) online.add(userId);
    else online.delete(userId);
    // Someone who left stops typing everywhere.
    const typing = isOnline ? this.snapshot.typing : new Map([...this.snapshot.typing].map(([roomId, users]) => [roomId, new Set([...users].filter((id) => id !== userId))]));
    this.update({ online, typing });
  }
}
