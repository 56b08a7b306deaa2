import { useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { QUERY_FLAGS, ZChatComposerForm } from '@app/contract';
import { ChatScreen } from '@app/ui/chat/chat-screen.tsx';
import { roomFromParam } from '@app/web-core/chat/room-param.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The portal's Messages page: the provider's conversations with organisers, the same rooms the organiser sees (?room=ID opens one). */
const MessagesPage = () => {
  useDocumentTitle('Messages');
  const [searchParams, setSearchParams] = useSearchParams();
  const selectRoom = (roomId: number | null) => setSearchParams(roomId === null ? {} : { [QUERY_FLAGS.room]: String(roomId) }, { replace: true });
  return (
    <ChatScreen
      selectedRoomId={roomFromParam(searchParams.get(QUERY_FLAGS.room))}
      onSelectRoom={selectRoom}
      composerResolver={zodResolver(ZChatComposerForm)}
      lead="Talk to organisers about their events."
      emptyBody="A conversation opens when an organiser invites you to quote, or when you send a quote. It will appear here."
    />
  );
};

export default MessagesPage;
