import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { MESSAGE_TYPES } from '../../db/schema';
import { listConversations, presentMessage, readConversation, removeConversation } from '../../domain/chat/read';
import { sendMessage } from '../../domain/chat/send';
import { DomainError } from '../../domain/errors';
import type { RequestContext } from '../../http/context';
import { requireUser } from '../../http/session';
import type { RateLimits } from '../../security/rate-limits';
import type { Realtime } from '../../realtime/events';
import type { ReadEndpoint } from '../endpoints';

interface ChatDeps {
  db: Db;
  limits: RateLimits;
  realtime: Realtime;
  now(): Date;
}

const sendBody = z.object({
  profile_id: z.number().int().positive(),
  type: z.enum(MESSAGE_TYPES).default('text'),
  text: z.string().max(10_000),
  client_id: z.string().min(8).max(64),
});
const chatQuery = z.object({ id: z.coerce.number().int().positive(), before: z.coerce.number().int().positive().optional() });
const deleteBody = z.object({ conversation: z.number().int().positive() });

function member(ctx: RequestContext) {
  if (!ctx.user) throw new DomainError(403, 'authentication_required', 'accounts.authentication_required');
  return ctx.user;
}

export function chatEndpoints({ db, realtime, now }: ChatDeps): ReadEndpoint[] {
  return [
    { path: '/api/chats.php', handle: (ctx) => listConversations(db, ctx.site.tenant, member(ctx), ctx.cdnPrefix, now()) },
    {
      path: '/api/chat.php',
      handle: async (ctx, query) => {
        const { id, before } = chatQuery.parse(Object.fromEntries(query));
        const { receipt, ...page } = await readConversation(db, ctx.site.tenant, member(ctx), { conversationId: id, before }, now());
        if (receipt) await realtime.emit([receipt.to], 'read', { conversation_id: id, read_up_to: receipt.readUpTo });
        return page;
      },
    },
  ];
}

/** Sending (paid, idempotent by client_id, rate limited per member) and removing a chat. */
export function chatRoutes({ db, limits, realtime, now }: ChatDeps): Router {
  const router = Router();
  router.post('/api/chat.php', async (req, res) => {
    const sender = requireUser(res);
    const body = sendBody.parse(req.body ?? {});
    const wait = await limits.consume('messagesPerMember', String(sender.id));
    if (wait) throw new DomainError(429, 'too_fast', 'chat.too_fast', { seconds: wait });
    const { message, credits } = await sendMessage(db, res.locals.ctx.site.tenant, sender, { profileId: body.profile_id, type: body.type, text: body.text, clientId: body.client_id }, now());
    const presented = { ...presentMessage(message), conversation_id: message.conversationId };
    // Both members' other tabs see it at once; the sender's balance follows.
    await realtime.emit([body.profile_id, sender.id], 'message', { message: presented });
    await realtime.emit([sender.id], 'credits', { credits });
    res.json({ message: presented, credits });
  });
  router.delete('/api/chat.php', async (req, res) => {
    const user = requireUser(res);
    const { conversation } = deleteBody.parse(req.body ?? {});
    await removeConversation(db, user, conversation, now());
    await realtime.emit([user.id], 'chat_removed', { conversation_id: conversation });
    res.json({ removed: true });
  });
  return router;
}
