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
import type { ReadEndpoint } from '../endpoints';

interface ChatDeps {
  db: Db;
  limits: RateLimits;
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

export function chatEndpoints({ db, now }: ChatDeps): ReadEndpoint[] {
  return [
    { path: '/api/chats.php', handle: (ctx) => listConversations(db, ctx.site.tenant, member(ctx), ctx.cdnPrefix, now()) },
    {
      path: '/api/chat.php',
      handle: (ctx, query) => {
        const { id, before } = chatQuery.parse(Object.fromEntries(query));
        return readConversation(db, ctx.site.tenant, member(ctx), { conversationId: id, before }, now());
      },
    },
  ];
}

/** Sending (paid, idempotent by client_id, rate limited per member) and removing a chat. */
export function chatRoutes({ db, limits, now }: ChatDeps): Router {
  const router = Router();
  router.post('/api/chat.php', async (req, res) => {
    const sender = requireUser(res);
    const body = sendBody.parse(req.body ?? {});
    const wait = await limits.consume('messagesPerMember', String(sender.id));
    if (wait) throw new DomainError(429, 'too_fast', 'chat.too_fast', { seconds: wait });
    const { message, credits } = await sendMessage(db, res.locals.ctx.site.tenant, sender, { profileId: body.profile_id, type: body.type, text: body.text, clientId: body.client_id }, now());
    res.json({ message: { ...presentMessage(message), conversation_id: message.conversationId }, credits });
  });
  router.delete('/api/chat.php', async (req, res) => {
    await removeConversation(db, requireUser(res), deleteBody.parse(req.body ?? {}).conversation, now());
    res.json({ removed: true });
  });
  return router;
}
