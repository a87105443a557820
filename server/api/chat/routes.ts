import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Db } from '#server/db/client';
import { MESSAGE_TYPES } from '#server/db/schema';
import { GIFT_IDS } from '#server/shared/gifts';
import { presentMessage } from '#server/domain/chat/presenter';
import { conversationPartner, listConversations, readConversation, removeConversation } from '#server/domain/chat/read';
import { sendMessage, type MessageContent } from '#server/domain/chat/send';
import { DomainError, ValidationError } from '#server/domain/errors';
import { singlePhoto } from '#server/http/photo-upload';
import type { Storage } from '#server/storage/storage';
import { requireMember, requireUser } from '#server/http/session';
import type { RateLimits } from '#server/security/rate-limits';
import type { Realtime } from '#server/realtime/events';
import type { ReadEndpoint } from '../endpoints';

interface ChatDeps {
  db: Db;
  storage: Storage;
  limits: RateLimits;
  realtime: Realtime;
  now(): Date;
}

/** JSON, or multipart form fields when a photo is sent (hence the coerced numbers). */
const sendBody = z
  .object({
    profile_id: z.coerce.number().int().positive().optional(),
    conversation: z.coerce.number().int().positive().optional(),
    type: z.enum(MESSAGE_TYPES).default('text'),
    text: z.string().max(10_000).default(''),
    gift: z.string().optional(),
    client_id: z.string().min(8).max(64),
  })
  .refine((body) => body.profile_id !== undefined || body.conversation !== undefined);

type SendBody = z.infer<typeof sendBody>;

function messageContent(body: SendBody, photo: Buffer | undefined): MessageContent {
  if (body.type === 'gift') {
    const gift = GIFT_IDS.find((id) => id === body.gift);
    if (!gift) throw new ValidationError({ gift: { key: 'chat.gift_unknown' } });
    return { type: 'gift', gift, text: body.text };
  }
  if (body.type === 'photo') {
    if (!photo) throw new ValidationError({ photo: { key: 'photos.bad_file' } });
    return { type: 'photo', data: photo, text: body.text };
  }
  return { type: body.type, text: body.text };
}

/** Only a multipart request (a photo message) goes through the upload parser. */
const photoUpload = singlePhoto();
const optionalPhoto: RequestHandler = (req, res, next) => (req.is('multipart/form-data') ? photoUpload(req, res, next) : next());
const chatQuery = z.object({ id: z.coerce.number().int().positive(), before: z.coerce.number().int().positive().optional() });
const deleteBody = z.object({ conversation: z.number().int().positive() });


export function chatEndpoints({ db, realtime, now }: ChatDeps): ReadEndpoint[] {
  return [
    { path: '/api/chats.php', handle: (ctx) => listConversations(db, ctx.site.tenant, requireMember(ctx), ctx.cdnPrefix, now()) },
    {
      path: '/api/chat.php',
      handle: async (ctx, query) => {
        const { id, before } = chatQuery.parse(Object.fromEntries(query));
        const reader = requireMember(ctx);
        const { receipt, ...page } = await readConversation(db, ctx.site.tenant, reader, { conversationId: id, before, cdnPrefix: ctx.cdnPrefix }, now());
        // The other member sees the read mark; the reader's other tabs drop the unread count.
        if (receipt) {
          await realtime.emitAll([
            { to: [receipt.to], type: 'read', payload: { conversation_id: id, read_up_to: receipt.readUpTo } },
            { to: [reader.id], type: 'chat_read', payload: { conversation_id: id } },
          ]);
        }
        return page;
      },
    },
  ];
}

/** Sending (paid, idempotent by client_id, rate limited per member) and removing a chat. */
export function chatRoutes({ db, storage, limits, realtime, now }: ChatDeps): Router {
  const router = Router();
  router.post('/api/chat.php', (_req, res, next) => (requireUser(res), next()), optionalPhoto, async (req, res) => {
    const sender = requireUser(res);
    const body = sendBody.parse(req.body ?? {});
    const content = messageContent(body, req.file?.buffer);
    const wait = await limits.consume('messagesPerMember', String(sender.id));
    if (wait) throw new DomainError(429, 'too_fast', 'chat.too_fast', { seconds: wait });
    const profileId = body.profile_id ?? (await conversationPartner(db, sender, body.conversation as number));
    const { site, cdnPrefix } = res.locals.ctx;
    const { message, credits, events } = await sendMessage(db, storage, site.tenant, sender, { profileId, content, clientId: body.client_id, cdnPrefix }, now());
    const presented = { ...presentMessage(message, cdnPrefix), conversation_id: message.conversationId };
    // Stored and charged: a failed live push is logged, not an error (clients catch up from the events table).
    await realtime.publish(events).catch((error: unknown) => req.log.error({ err: error }, 'live push failed'));
    // Both members' other tabs see it at once; the sender's balance follows.
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
