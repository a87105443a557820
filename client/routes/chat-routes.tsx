import { data, redirect, type RouteObject } from 'react-router';
import { ChatLayout } from '../layouts/ChatLayout';
import { ErrorPage } from '../pages/error/ErrorPage';
import { ChatsScreen } from '../pages/chat/ChatsScreen';
import { MemberChatPage } from '../pages/chat/MemberChatPage';
import { chatsQuery } from '../queries/chats';
import { memberQuery } from '../queries/members';
import { membersOnly, pageRefusal, routeId, type RouteDeps } from './deps';

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
      ...['chats', 'chats/:id'].map((path): RouteObject => ({
        path,
        loader: async (args) => {
          await guard(args);
          const id = args.params.id === undefined ? undefined : routeId(args.params.id);
          // fetchQuery, not ensureQueryData: after a send the cached list is stale and may lack the new chat.
          const chats = await queryClient.fetchQuery(chatsQuery(api));
          // Another member's conversation (or none) is not found, never shown or refused by name.
          if (id !== undefined && !chats.some((chat) => chat.conversation.id === id)) throw data(null, { status: 404 });
          return null;
        },
        element: <ChatsScreen />,
      })),
      {
        path: 'members/:id/chat',
        loader: async (args) => {
          await guard(args);
          const id = routeId(args.params.id);
          // fetchQuery, not ensureQueryData: after a send the cached list is stale and may lack the new chat.
          const chats = await queryClient.fetchQuery(chatsQuery(api));
          const existing = chats.find((chat) => chat.profile.id === id);
          if (existing) throw redirect(`/chats/${existing.conversation.id}`);
          await queryClient.ensureQueryData(memberQuery(api, id)).catch(pageRefusal(args.request));
          return null;
        },
        element: <MemberChatPage />,
      },
    ],
  };
}
