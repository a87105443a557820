import { data, redirect, type RouteObject } from 'react-router';
import { ChatLayout } from '../layouts/ChatLayout';
import { ErrorPage } from '../pages/error/ErrorPage';
import { ChatsScreen } from '../pages/chat/ChatsScreen';
import { MemberChatPage } from '../pages/chat/MemberChatPage';
import { chatsQuery } from '../queries/chats';
import { memberQuery } from '../queries/members';
import { membersOnly, type RouteDeps } from './deps';

/** The chat screens in the full-screen chat layout (issue 6). */
export function chatRoutes(deps: RouteDeps): RouteObject {
  const { queryClient, api } = deps;
  const guard = membersOnly(deps);
  return {
    id: 'chat-layout',
    element: <ChatLayout />,
    errorElement: (
      <ChatLayout>
        <ErrorPage />
      </ChatLayout>
    ),
    children: [
      ...['chats', 'chats/:id'].map(
        (path): RouteObject => ({
          path,
          loader: async (args) => {
            await guard(args);
            // fetchQuery, not ensureQueryData: after a send the cached list is stale and may lack the new chat.
            const chats = await queryClient.fetchQuery(chatsQuery(api));
            if (args.params.id && !chats.some((chat) => String(chat.conversation.id) === args.params.id)) throw data(null, { status: 404 });
            return null;
          },
          element: <ChatsScreen />,
        }),
      ),
      {
        path: 'members/:id/chat',
        loader: async (args) => {
          await guard(args);
          const id = Number(args.params.id);
          // fetchQuery, not ensureQueryData: after a send the cached list is stale and may lack the new chat.
          const chats = await queryClient.fetchQuery(chatsQuery(api));
          const existing = chats.find((chat) => chat.profile.id === id);
          if (existing) throw redirect(`/chats/${existing.conversation.id}`);
          await queryClient.ensureQueryData(memberQuery(api, id)).catch(() => {
            throw data(null, { status: 404 });
          });
          return null;
        },
        element: <MemberChatPage />,
      },
    ],
  };
}
