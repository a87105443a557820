import { Router, type RequestHandler } from 'express';
import type { Db } from '#server/platform/db/client';
import { removeConversation } from '#server/core/domain/chat/read';
import { submitMessage } from '#server/core/domain/chat/submit';
import { photoAllowance, singlePhoto } from '#server/web/http/photo-upload';
import { requireMember } from '#server/web/http/session';
import { presentSentMessage } from '#server/core/presenters/chat';
import type { Realtime } from '#server/platform/realtime/events';
import type { RateLimits } from '#server/platform/security/rate-limits';
import type { Storage } from '#server/adapters/storage/storage';
import { deleteBody, sendBody } from './schema';

interface ChatDeps {
  db: Db;
  storage: Storage;
  limits: RateLimits;
  realtime: Realtime;
  now(): Date;
}

const photoUpload = singlePhoto();

/** Only a multipart request (a photo message) is counted against the member's photos and goes through the upload parser. */
function optionalPhoto(limits: ChatDeps['limits']): RequestHandler {
  const allowance = photoAllowance(limits);
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    allowance(req, res, (error?: unknown) => (error ? next(error) : photoUpload(req, res, next)));
  };
}

/** Sending (paid, idempotent by client_id, rate limited per member) and removing a chat. */
export function chatRoutes({ db, storage, limits, realtime, now }: ChatDeps): Router {
  const router = Router();
  router.post(
    '/api/chat.php',
    (_req, res, next) => (requireMember(res.locals.ctx), next()),
    optionalPhoto(limits),
    async (req, res) => {
      const sender = requireMember(res.locals.ctx);
      const body = sendBody.parse(req.body ?? {});
      const { site, cdnPrefix } = res.locals.ctx;
      const { message, credits, events } = await submitMessage(
        { db, storage, limits },
        site.tenant,
        sender,
        {
          profileId: body.profile_id,
          conversationId: body.conversation,
          type: body.type,
          text: body.text,
          gift: body.gift,
          photo: req.file?.buffer,
          clientId: body.client_id,
          cdnPrefix,
        },
        now(),
      );
      // Stored and charged: a failed live push is logged, not an error (clients catch up from the events table).
      await realtime.publish(events).catch((error: unknown) => req.log.error({ err: error }, 'live push failed'));
      // Both members' other tabs see it at once; the sender's balance follows.
      res.json({ message: presentSentMessage(message, cdnPrefix), credits });
    },
  );
  router.delete('/api/chat.php', async (req, res) => {
    const user = requireMember(res.locals.ctx);
    const { conversation } = deleteBody.parse(req.body ?? {});
    await removeConversation(db, user, conversation, now());
    await realtime.emit([user.id], 'chat_removed', { conversation_id: conversation });
    res.json({ removed: true });
  });
  return router;
}
