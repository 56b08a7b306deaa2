// The page's chat connection, for the hooks: null without a ChatSocketProvider (or signed out), and
// then the chat still works over HTTP, without live updates.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ChatConnection } from './chat-connection.ts';
import { OFFLINE_SNAPSHOT, type TChatSnapshot } from './chat-snapshot.ts';

export const ChatSocketContext = createContext<ChatConnection | null>(null);

export const useChatConnection = (): ChatConnection | null => useContext(ChatSocketContext);

const noSubscription = () => () => {};
const offline = () => OFFLINE_SNAPSHOT;

/** Online users and who is typing, re-rendering as they change. */
export const useChatSnapshot = (): TChatSnapshot => {
  const connection = useChatConnection();
  return useSyncExternalStore(connection?.subscribe ?? noSubscription, connection?.getSnapshot ?? offline, connection?.getSnapshot ?? offline);
};
