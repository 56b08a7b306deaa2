// The chat's HTTP calls (dashboard.md §7 Chat): the rooms, a page of messages, a send, a read mark,
// and the two unread counts. The hooks that use them are beside (use-chat-*.ts).
import {
  ZChatMessagesResponse, ZChatReadResponse, ZChatRoomsResponse, ZChatSendResponse, ZUnreadCountResponse, ZUnreadRoomsResponse,
  type TChatMessage, type TChatMessagesResponse, type TChatRoom,
} from '@app/contract';
import { api } from '../api-client.ts';

export type TChatMessagesPage = TChatMessagesResponse['data'];

export const getChatRooms = async ({ signal }: { signal?: AbortSignal } = {}): Promise<TChatRoom[]> =>
  (await api.get('/chat/rooms', { schema: ZChatRoomsResponse, signal })).data.data;

/** The newest page without `before`; the page before that message id with it. */
export const getChatMessages = async ({ roomId, before, signal }: { roomId: number; before?: number | null; signal?: AbortSignal }): Promise<TChatMessagesPage> =>
  (await api.get(`/chat/rooms/${roomId}/messages`, { schema: ZChatMessagesResponse, query: { before }, signal })).data;

/** A retry with the same client_message_id stores nothing new and answers with the stored message. */
export const postChatMessage = async ({ roomId, content, clientMessageId }: { roomId: number; content: string; clientMessageId: string }): Promise<TChatMessage> =>
  (await api.post(`/chat/rooms/${roomId}/messages`, { message_content: content, client_message_id: clientMessageId }, { schema: ZChatSendResponse })).data;

export const patchChatRoomRead = async (roomId: number) => (await api.patch(`/chat/rooms/${roomId}/read`, undefined, { schema: ZChatReadResponse })).data;

export const getUnreadCount = async ({ signal }: { signal?: AbortSignal } = {}): Promise<number> =>
  (await api.get('/chat/unread-count', { schema: ZUnreadCountResponse, signal })).data.unread_count;

export const getUnreadRooms = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get('/chat/unread-counts-per-room', { schema: ZUnreadRoomsResponse, signal })).data.unread_rooms;
