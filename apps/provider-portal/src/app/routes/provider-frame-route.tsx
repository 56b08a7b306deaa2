import { ChatSocketProvider } from '@app/web-core/chat/chat-socket-provider.tsx';
import { RequireProvider } from '../guards/require-provider.tsx';
import PortalFrame from '../layout/portal-frame.tsx';

/**
 * The signed-in side as one lazy chunk: the provider check (the account's schema, so zod), the chat
 * socket and the frame's menus. The sign-in and sign-up pages load none of it.
 */
export default function ProviderFrameRoute() {
  return (
    <RequireProvider>
      <ChatSocketProvider>
        <PortalFrame />
      </ChatSocketProvider>
    </RequireProvider>
  );
}
