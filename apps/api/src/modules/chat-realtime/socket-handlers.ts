import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  CHAT_CLIENT_EVENTS, CHAT_MSG, CHAT_SERVER_EVENTS, MSG, type TSendMessageAck, ZChatRoomIdPayload, ZJoinChatRoomPayload, ZSendMessagePayload,
} from '@app/contract';
import type { TDb } from '../../db/db-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { openRoomFeed, sendMessage } from '../chat/chat-message-service.ts';
import type { TPresence } from './presence.ts';
import { tokenBucket } from './rate-limit.ts';
import { channel, type TChatServer, type TChatSocket } from './socket-types.ts';

/** Sends per socket: a burst of SEND_BURST, then SENDS_PER_SECOND; typing events likewise (more are dropped). */
export const SENDS_PER_SECOND = 5;
export const SEND_BURST = 20;
export const TYPING_PER_SECOND = 4;
export const TYPING_BURST = 10;

type TContext = { io: TChatServer; db: TDb; presence: TPresence; log: FastifyBaseLogger; track: (work: Promise<unknown>) => void };

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? MSG.internal;
/** join_chat_room takes a room id or an object: the message is the one of the form the client sent. */
const joinIssue = (error: z.ZodError, payload: unknown) => {
  const [issue] = error.issues;
  if (issue?.code !== 'invalid_union') return firstIssue(error);
  const branch = issue.errors[typeof payload === 'object' && payload !== null ? issue.errors.length - 1 : 0];
  return branch?.[0]?.message ?? CHAT_MSG.invalidRoomId;
};

/** An AppError's text goes to the client; anything else is logged and answered with the generic text. */
const messageOf = (error: unknown, log: FastifyBaseLogger, event: string) => {
  if (error instanceof AppError) return error.message;
  log.error({ err: error, event }, 'chat socket event failed');
  return MSG.internal;
};

/**
 * The events of one connected socket (dashboard.md §7, packages/contract/src/chat.ts). Every payload
 * is checked with the contract's schema; a bad one, or a refused room, is answered with `error`
 * (send_message: with its acknowledgement, when it asked for one), never a crash.
 */
export const handleSocket = (ctx: TContext, socket: TChatSocket) => {
  const { io, db, presence, log } = ctx;
  const { userId, role } = socket.data;
  const user = { id: userId, role };
  const sends = tokenBucket(SENDS_PER_SECOND, SEND_BURST);
  const typing = tokenBucket(TYPING_PER_SECOND, TYPING_BURST);

  const refuse = (event: string, message: string, roomId?: number) => {
    socket.emit(CHAT_SERVER_EVENTS.error, roomId === undefined ? { event, message } : { event, roomId, message });
  };

  const setTyping = (roomId: number, isTyping: boolean) => {
    if (isTyping) socket.data.typingIn.add(roomId);
    else socket.data.typingIn.delete(roomId);
    io.to(channel.chat(roomId)).except(channel.user(userId)).emit(CHAT_SERVER_EVENTS.userTyping, { roomId, userId, isTyping });
  };

  const leave = (roomId: number) => {
    const otherUserId = socket.data.joined.get(roomId);
    if (otherUserId === undefined) return;
    if (socket.data.typingIn.has(roomId)) setTyping(roomId, false);
    socket.data.joined.delete(roomId);
    void socket.leave(channel.chat(roomId));
    // Still watching that user while another joined room has them as the other party.
    if (![...socket.data.joined.values()].includes(otherUserId)) void socket.leave(channel.presence(otherUserId));
  };

  socket.on(CHAT_CLIENT_EVENTS.joinChatRoom, (payload: unknown) => {
    const event = CHAT_CLIENT_EVENTS.joinChatRoom;
    const parsed = ZJoinChatRoomPayload.safeParse(payload);
    if (!parsed.success) return refuse(event, joinIssue(parsed.error, payload));
    const { roomId, lastSeenId } = typeof parsed.data === 'number' ? { roomId: parsed.data, lastSeenId: undefined } : parsed.data;
    ctx.track((async () => {
      try {
        const feed = await openRoomFeed({ db, user, roomId, lastSeenId });
        if (!socket.connected) return;
        socket.data.joined.set(roomId, feed.otherUserId);
        await socket.join([channel.chat(roomId), channel.presence(feed.otherUserId)]);
        // Presence unknown (Redis unreachable) reads as offline: the join itself does not depend on it.
        const otherPartyOnline = await presence.isOnline(feed.otherUserId).catch((err: unknown) => {
          log.warn({ err }, 'chat presence unavailable');
          return false;
        });
        socket.emit(CHAT_SERVER_EVENTS.joinedRoom, { roomId, otherPartyOnline, otherLastReadMessageId: feed.otherLastReadMessageId, missed: feed.missed });
      } catch (error) {
        refuse(event, messageOf(error, log, event), roomId);
      }
    })());
  });

  socket.on(CHAT_CLIENT_EVENTS.leaveChatRoom, (payload: unknown) => {
    const parsed = ZChatRoomIdPayload.safeParse(payload);
    if (!parsed.success) return refuse(CHAT_CLIENT_EVENTS.leaveChatRoom, firstIssue(parsed.error));
    leave(parsed.data);
  });

  const onTyping = (event: typeof CHAT_CLIENT_EVENTS.typingStart | typeof CHAT_CLIENT_EVENTS.typingStop, isTyping: boolean) => (payload: unknown) => {
    const parsed = ZChatRoomIdPayload.safeParse(payload);
    if (!parsed.success) return refuse(event, firstIssue(parsed.error));
    const roomId = parsed.data;
    // Typing is said only in a room this socket joined (join_chat_room checked it is the user's).
    if (!socket.data.joined.has(roomId)) return refuse(event, CHAT_MSG.roomNotFound, roomId);
    if (!typing.take()) return;
    setTyping(roomId, isTyping);
  };
  socket.on(CHAT_CLIENT_EVENTS.typingStart, onTyping(CHAT_CLIENT_EVENTS.typingStart, true));
  socket.on(CHAT_CLIENT_EVENTS.typingStop, onTyping(CHAT_CLIENT_EVENTS.typingStop, false));

  socket.on(CHAT_CLIENT_EVENTS.sendMessage, (...args: unknown[]) => {
    const event = CHAT_CLIENT_EVENTS.sendMessage;
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (answer: TSendMessageAck) => void) : null;
    const parsed = ZSendMessagePayload.safeParse(args[0]);
    const fail = (message: string, roomId?: number) => (ack ? ack({ ok: false, error: message }) : refuse(event, message, roomId));
    if (!parsed.success) return fail(firstIssue(parsed.error));
    const { roomId, ...input } = parsed.data;
    if (!sends.take()) return fail(MSG.tooManyRequests, roomId);
    ctx.track((async () => {
      try {
        // Stored and committed first; onMessageStored's listener then broadcasts new_message to both parties.
        const sent = await sendMessage({ db, user, roomId, input, log });
        if (socket.data.typingIn.has(roomId)) setTyping(roomId, false);
        ack?.({ ok: true, message: sent.message, duplicate: sent.duplicate });
      } catch (error) {
        fail(messageOf(error, log, event), roomId);
      }
    })());
  });

  socket.on('disconnect', () => {
    for (const roomId of socket.data.typingIn) setTyping(roomId, false);
    ctx.track(presence.disconnected(userId).then((isLast) => {
      if (isLast) io.to(channel.presence(userId)).emit(CHAT_SERVER_EVENTS.userOffline, { userId });
    }));
  });
};
