import { z } from 'zod';
import { ZUserRole } from './auth.ts';
import { DUPLICATE_MESSAGE_WINDOW_MS, TYPING_STOP_MS } from './constants.ts';
import { optional, positiveInt } from './query-values.ts';

// Chat between an organiser and one provider about one event (dashboard.md §2 Messages tab, §3, §4
// chat expiry and incoming messages, §5 chat send, §7 Chat, §8). A room opens when a provider is
// invited or quotes (apps/api/src/lib/chat-rooms.ts); its two parties read and write it under
// /api/chat/rooms, and nobody else learns that it exists. The unread counts are in inbox.ts.
// CHAT_EXPIRY_URGENT_HOURS (24: an open room shows hours left, urgent, from then on) is in constants.ts.

export const CHAT_MSG = {
  loadRoomsFailed: 'Failed to load chat rooms',
  loadMessagesFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  noMessages: 'No messages yet',
  expiredLabel: 'Expired',
  roomNotFound: 'Chat room not found',
  expired: 'This chat has expired and messages can no longer be sent',
  messageRequired: 'Please write a message',
  messageTooLong: 'Message must be 5,000 characters or fewer',
  invalidClientMessageId: 'client_message_id must be text of 1 to 100 characters',
  invalidRoomId: 'Chat room id must be a positive whole number',
  invalidBefore: 'before must be the id of a message (a positive whole number)',
  invalidLimit: 'limit must be a whole number from 1 to 100',
  invalidLastSeenId: 'lastSeenId must be the id of a message, or 0 for none (a whole number)',
} as const;

export const CHAT_MESSAGE_MAX = 5_000;
/** dashboard.md §4: typing_stop follows 3 s without typing. */
export const CHAT_TYPING_STOP_MS = TYPING_STOP_MS;
/** dashboard.md §4: an incoming message with the same content and sender within 10 s replaces the one shown. */
export const CHAT_DUPLICATE_WINDOW_MS = DUPLICATE_MESSAGE_WINDOW_MS;
/** Messages per page: a conversation opens at its last CHAT_PAGE_SIZE messages and pages backwards. */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_PAGE_SIZE_MAX = 100;
/** The last message's text in a room list is cut to this many characters (an ellipsis ends a cut one). */
export const CHAT_PREVIEW_LENGTH = 120;
export const CHAT_CLIENT_MESSAGE_ID_MAX = 100;

/**
 * A whole number from 1 to `max`, as JSON or as a text of digits (a query value). Anything else
 * ('1e3', '0x10', '-1', true) is refused with the message. Message ids (chat_messages.id is a
 * bigserial) go up to Number.MAX_SAFE_INTEGER, past the integer ids' PG_INT_MAX.
 */
const wholeNumber = (message: string, max: number, min = 1) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

export const ZChatMessageType = z.enum(['text', 'system']);
export type TChatMessageType = z.infer<typeof ZChatMessageType>;

/** One message (dashboard.md §3 Chat message); system lines have no sender. Times are ISO 8601 in UTC. */
export const ZChatMessage = z.object({
  id: z.number().int(),
  chat_room_id: z.number().int(),
  sender_user_id: z.number().int().nullable(),
  message_content: z.string(),
  message_type: ZChatMessageType,
  created_at: z.string(),
  /** The sender's own id for the send, when it gave one (a retried send is answered with the stored message). */
  client_message_id: z.string().nullable(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** The last message of a room as the room list shows it: its text cut to CHAT_PREVIEW_LENGTH. */
export const ZChatMessagePreview = ZChatMessage.pick({ id: true, sender_user_id: true, message_content: true, message_type: true, created_at: true });
export type TChatMessagePreview = z.infer<typeof ZChatMessagePreview>;

/** One room as one of its parties sees it (dashboard.md §3 Chat room, §2 Messages tab). */
export const ZChatRoom = z.object({
  id: z.number().int(),
  /** The same as id (the spec names both). */
  chat_room_id: z.number().int(),
  event_request_id: z.number().int(),
  event_title: z.string(),
  /** YYYY-MM-DD, or null when the event has no date yet. */
  event_date: z.string().nullable(),
  /** To the organiser: the provider's business name. To the provider: the organiser's first name, or the business's name. */
  other_party_name: z.string(),
  other_party_user_id: z.number().int(),
  other_party_role: ZUserRole,
  expires_at: z.string(),
  /** expires_at has passed: the room is read-only. */
  is_expired: z.boolean(),
  last_message_at: z.string().nullable(),
  last_message: ZChatMessagePreview.nullable(),
  /** Text messages from the other party after my read position. */
  unread_count: z.number().int().min(0),
  /** The other party's read position (0: nothing read), for 'Seen' under my own messages. */
  other_last_read_message_id: z.number().int().min(0),
});
export type TChatRoom = z.infer<typeof ZChatRoom>;

/** GET /api/chat/rooms: my rooms, the newest activity first, in data.data (dashboard.md §7). */
export const ZChatRoomsResponse = z.object({ success: z.literal(true), data: z.object({ data: z.array(ZChatRoom) }) });
export type TChatRoomsResponse = z.infer<typeof ZChatRoomsResponse>;

/** A malformed room id is a 400; a well-formed one that is not mine (or does not exist) is a 404. */
export const ZChatRoomIdParams = z.object({ roomId: positiveInt(CHAT_MSG.invalidRoomId) });

/** GET /api/chat/rooms/{roomId}/messages: the page of messages before `before` (the newest page without it). */
export const ZChatMessagesQuery = z.object({
  before: optional(wholeNumber(CHAT_MSG.invalidBefore, Number.MAX_SAFE_INTEGER)),
  limit: optional(wholeNumber(CHAT_MSG.invalidLimit, CHAT_PAGE_SIZE_MAX)).transform((v) => v ?? CHAT_PAGE_SIZE),
});
export type TChatMessagesQuery = z.input<typeof ZChatMessagesQuery>;

/** One page, oldest first; `next_before` asks for the page before it (null when there is none). */
export const ZChatMessagesResponse = z.object({
  success: z.literal(true),
  data: z.object({
    data: z.array(ZChatMessage),
    has_more: z.boolean(),
    next_before: z.number().int().nullable(),
  }),
});
export type TChatMessagesResponse = z.infer<typeof ZChatMessagesResponse>;

/** The text as sent (dashboard.md §5): trimmed, not blank, at most CHAT_MESSAGE_MAX characters. */
export const ZChatMessageContent = z
  .string({ error: CHAT_MSG.messageRequired })
  .trim()
  .min(1, CHAT_MSG.messageRequired)
  .max(CHAT_MESSAGE_MAX, CHAT_MSG.messageTooLong);

/** The chat composer's form (both sites' Messages screens): the text, under the send rules. */
export const ZChatComposerForm = z.object({ message_content: ZChatMessageContent });

/** POST /api/chat/rooms/{roomId}/messages. The same client_message_id sent again stores nothing new. */
export const ZChatSendBody = z.object({
  message_content: ZChatMessageContent,
  client_message_id: z
    .string({ error: CHAT_MSG.invalidClientMessageId })
    .min(1, CHAT_MSG.invalidClientMessageId)
    .max(CHAT_CLIENT_MESSAGE_ID_MAX, CHAT_MSG.invalidClientMessageId)
    .nullish()
    .transform((v) => v ?? null),
});
export type TChatSendBody = z.input<typeof ZChatSendBody>;

/** 201 with the new message; 200 with `duplicate: true` and the message stored the first time. */
export const ZChatSendResponse = z.object({ success: z.literal(true), data: ZChatMessage, duplicate: z.boolean() });
export type TChatSendResponse = z.infer<typeof ZChatSendResponse>;

/** PATCH /api/chat/rooms/{roomId}/read: everything up to the newest message is read. */
export const ZChatReadResponse = z.object({
  success: z.literal(true),
  data: z.object({ room_id: z.number().int(), last_read_message_id: z.number().int().min(0), unread_count: z.literal(0) }),
});
export type TChatReadResponse = z.infer<typeof ZChatReadResponse>;

// ---------------------------------------------------------------------------------------------
// Real-time (dashboard.md §4, §7): Socket.IO at /socket.io on the API host, websocket then polling,
// the session token in the handshake's `auth.token`. Every socket of a user is in that user's own
// channel, so a new message reaches both parties' every tab whether or not the room is open; typing
// and presence are scoped to the rooms a socket joined. Payloads are the shapes below; the names are
// the spec's, plus `messages_read` ('Seen') and `send_message` (a send over the socket, answered by
// an acknowledgement, stored first and broadcast after the commit like the HTTP send).

export const CHAT_SOCKET_PATH = '/socket.io';

/** Server to client. */
export const CHAT_SERVER_EVENTS = {
  newMessage: 'new_message',
  userTyping: 'user_typing',
  userOnline: 'user_online',
  userOffline: 'user_offline',
  joinedRoom: 'joined_room',
  messagesRead: 'messages_read',
  error: 'error',
} as const;

/** Client to server. */
export const CHAT_CLIENT_EVENTS = {
  joinChatRoom: 'join_chat_room',
  leaveChatRoom: 'leave_chat_room',
  typingStart: 'typing_start',
  typingStop: 'typing_stop',
  sendMessage: 'send_message',
} as const;

/** new_message: a message stored in one of my rooms (mine too, for my other tabs). */
export type TNewMessageEvent = TChatMessage;
/** user_typing: the other party started or stopped typing in a room I joined. */
export type TUserTypingEvent = { roomId: number; userId: number; isTyping: boolean };
/** user_online / user_offline: the other party of a room I joined; online while any tab of theirs, on any node, is connected. */
export type TPresenceEvent = { userId: number };
/**
 * joined_room: the answer to join_chat_room. `missed` holds the room's messages after the
 * `lastSeenId` the client sent (oldest first, at most CHAT_PAGE_SIZE_MAX), so a client that
 * reconnects, to the same node or another, catches up from the database; it drops ids it has.
 */
export type TJoinedRoomEvent = { roomId: number; otherPartyOnline: boolean; otherLastReadMessageId: number; missed: TChatMessage[] };
/** messages_read: a party of the room read up to this message ('Seen' under my messages). */
export type TMessagesReadEvent = { roomId: number; userId: number; lastReadMessageId: number };
/**
 * The `event` of the error sent just before the server drops a socket whose session ended (signed
 * out, password changed, account deleted or suspended, expired): the client signs out rather than
 * reconnecting.
 */
export const CHAT_SESSION_ENDED_EVENT = 'session';
/** error: a refused join or send (`event` names it), or the session's end (CHAT_SESSION_ENDED_EVENT), with the API's text. */
export type TChatSocketErrorEvent = { event: string; roomId?: number; message: string };

/**
 * join_chat_room: a room id, or the room and the newest message id the client already has (0 when it
 * has none yet: every message of the room is missed, up to the cap).
 */
export const ZJoinChatRoomPayload = z.union([
  positiveInt(CHAT_MSG.invalidRoomId),
  z.object({ roomId: positiveInt(CHAT_MSG.invalidRoomId), lastSeenId: optional(wholeNumber(CHAT_MSG.invalidLastSeenId, Number.MAX_SAFE_INTEGER, 0)) }),
]);
export type TJoinChatRoomPayload = z.input<typeof ZJoinChatRoomPayload>;
/** leave_chat_room, typing_start, typing_stop: the room id. */
export const ZChatRoomIdPayload = positiveInt(CHAT_MSG.invalidRoomId);
/** send_message: the HTTP send's body plus the room; acknowledged with TSendMessageAck. */
export const ZSendMessagePayload = ZChatSendBody.extend({ roomId: positiveInt(CHAT_MSG.invalidRoomId) });
export type TSendMessagePayload = z.input<typeof ZSendMessagePayload>;
export type TSendMessageAck = { ok: true; message: TChatMessage; duplicate: boolean } | { ok: false; error: string };

/** The server's events with their payloads, for a typed Socket.IO on both ends. */
export type TChatServerEvents = {
  [CHAT_SERVER_EVENTS.newMessage]: (event: TNewMessageEvent) => void;
  [CHAT_SERVER_EVENTS.userTyping]: (event: TUserTypingEvent) => void;
  [CHAT_SERVER_EVENTS.userOnline]: (event: TPresenceEvent) => void;
  [CHAT_SERVER_EVENTS.userOffline]: (event: TPresenceEvent) => void;
  [CHAT_SERVER_EVENTS.joinedRoom]: (event: TJoinedRoomEvent) => void;
  [CHAT_SERVER_EVENTS.messagesRead]: (event: TMessagesReadEvent) => void;
  [CHAT_SERVER_EVENTS.error]: (event: TChatSocketErrorEvent) => void;
};
/** The client's events as a client sends them (the server checks them against the schemas above). */
export type TChatClientEvents = {
  [CHAT_CLIENT_EVENTS.joinChatRoom]: (payload: TJoinChatRoomPayload) => void;
  [CHAT_CLIENT_EVENTS.leaveChatRoom]: (roomId: number) => void;
  [CHAT_CLIENT_EVENTS.typingStart]: (roomId: number) => void;
  [CHAT_CLIENT_EVENTS.typingStop]: (roomId: number) => void;
  [CHAT_CLIENT_EVENTS.sendMessage]: (payload: TSendMessagePayload, ack: (answer: TSendMessageAck) => void) => void;
};
