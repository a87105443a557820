import type { Db } from '#server/platform/db/client';
import { conversationsLeft } from '#server/core/domain/chat/allowance';
import { listConversations, readConversation } from '#server/core/domain/chat/read';
import { requireMember } from '#server/web/http/session';
import { presentChatList, presentConversationPage } from '#server/core/presenters/chat';
import type { Realtime } from '#server/platform/realtime/events';
import type { ReadEndpoint } from '../endpoints';
import { allowanceQuery, chatQuery } from './schema';

/** The member's conversations, how many more they may start, and one conversation page by page (opening it reads it). */
export function chatEndpoints({ db, realtime, now }: { db: Db; realtime: Realtime; now(): Date }): ReadEndpoint[] {
  return [
    {
      path: '/api/chats.php',
      handle: async (ctx) => {
        const today = now();
        return presentChatList(await listConversations(db, ctx.site.tenant, requireMember(ctx), today), ctx.cdnPrefix, today);
      },
    },
    {
      path: '/api/chat-allowance.php',
      handle: async (ctx, query) => {
        const { profile_id } = allowanceQuery.parse(Object.fromEntries(query));
        return { conversations_left: await conversationsLeft(db, requireMember(ctx), profile_id) };
      },
    },
    {
      path: '/api/chat.php',
      handle: async (ctx, query) => {
        const { id, before } = chatQuery.parse(Object.fromEntries(query));
        const reader = requireMember(ctx);
        const { page, events } = await readConversation(db, ctx.site.tenant, reader, { conversationId: id, before }, now());
        // The other member sees the read mark; the reader's other tabs drop the unread count (stored with the mark).
        await realtime.publish(events);
        return presentConversationPage(page, ctx.cdnPrefix);
      },
    },
  ];
}
