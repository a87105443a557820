import { data, redirect, type RouteObject } from 'react-router';
import { ChatLayout } from '../layouts/ChatLayout';
import { ErrorPage } from '../pages/error/ErrorPage';
import { chatAllowanceQuery, chatsQuery } from '../queries/chats';
import { memberQuery } from '../queries/members';
import { membersOnly, pageRefusal, routeId, type CurrentDeps } from './deps';
import { lazyPage } from './lazy';

/** The chat screens in the full-screen chat layout (issue 6). */
export function chatRoutes(deps: CurrentDeps): RouteObject {
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
          const { queryClient, api } = deps();
          const id = args.params.id === undefined ? undefined : routeId(args.params.id);
          // fetchQuery, not ensureQueryData: after a send the cached list is stale and may lack the new chat.
          const chats = await queryClient.fetchQuery(chatsQuery(api));
          // Another member's conversation (or none) is not found, never shown or refused by name.
          if (id !== undefined && !chats.some((chat) => chat.conversation.id === id)) throw data(null, { status: 404 });
          return null;
        },
        ...lazyPage('client/pages/chat/ChatsScreen.tsx', async () => ({ Component: (await import('../pages/chat/ChatsScreen')).ChatsScreen })),
      })),
      {
        path: 'members/:id/chat',
        loader: async (args) => {
          await guard(args);
          const { queryClient, api } = deps();
          const id = routeId(args.params.id);
          // fetchQuery, not ensureQueryData: after a send the cached list is stale and may lack the new chat.
          const chats = await queryClient.fetchQuery(chatsQuery(api));
          const existing = chats.find((chat) => chat.profile.id === id);
          if (existing) throw redirect(`/chats/${existing.conversation.id}`);
          await queryClient.ensureQueryData(memberQuery(api, id)).catch(pageRefusal(args.request));
          await queryClient.fetchQuery(chatAllowanceQuery(api, id));
          return null;
        },
        ...lazyPage('client/pages/chat/MemberChatPage.tsx', async () => ({ Component: (await import('../pages/chat/MemberChatPage')).MemberChatPage })),
      },
    ],
  };
}
