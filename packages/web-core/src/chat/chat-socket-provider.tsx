import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.ts';
import { whenPageIdle } from '../when-page-idle.ts';
import type { ChatConnection } from './chat-connection.ts';
import { ChatSocketContext } from './chat-socket-context.ts';

/**
 * Connects the chat while someone is signed in (one connection per page, to this page's own origin:
 * both sites are served by the API), and closes it when they sign out or the token changes. The
 * connection and its Socket.IO client load once the page has loaded and is idle: until then the
 * hooks read "offline" and the chat works over HTTP (chat-socket-context.ts).
 */
export const ChatSocketProvider = ({ children }: { children: ReactNode }) => {
  const { token, user } = useAuth();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<ChatConnection | null>(null);

  useEffect(() => {
    if (!token || userId === undefined) return;
    let opened: ChatConnection | null = null;
    let isCancelled = false;
    const cancelWait = whenPageIdle(() => {
      void import('./chat-connection.ts').then(({ ChatConnection }) => {
        if (isCancelled) return;
        opened = new ChatConnection({ token, userId, queryClient });
        setConnection(opened);
      });
    });
    return () => {
      isCancelled = true;
      cancelWait();
      opened?.close();
      setConnection(null);
    };
  }, [token, userId, queryClient]);

  return <ChatSocketContext.Provider value={connection}>{children}</ChatSocketContext.Provider>;
};
