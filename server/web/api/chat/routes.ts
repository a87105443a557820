import { Router, type Request, type RequestHandler } from 'express';
import type { Db } from '#server/platform/db/client';
import { markReadUpTo, removeConversation } from '#server/core/domain/chat/read';
import { submitMessage } from '#server/core/domain/chat/submit';
import { photoAllowance, singlePhoto } from '#server/web/http/photo-upload';
import { requireMember } from '#server/web/http/session';
import { requireAgeAssurance } from '#server/core/domain/age-assurance/rules';
import { presentSentMessage } from '#server/core/presenters/chat';
import type { LiveEvent } from '#server/platform/realtime/bus';
import type { Realtime } from '#server/platform/realtime/events';
import type { RateLimits } from '#server/platform/security/rate-limits';
import type { Storage } from '#server/adapters/storage/storage';
import { deleteBody, readBody, sendBody } from './schema';

interface ChatDeps {
  db: Db;
  storage: Storage;
  /** NOTIFICATION_MAIL_DELAY_SECONDS in ms: the recipient's mail is planned with the message. */
  mailDelayMs: number;
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
export function chatRoutes({ db, storage, mailDelayMs, limits, realtime, now }: ChatDeps): Router {
  const router = Router();
  // Stored with their cause (and charged): a failed live push is logged, not an error (clients
  // catch up from the events table).
  const publish = (req: Request, events: LiveEvent[]) => realtime.publish(events).catch((error: unknown) => req.log.error({ err: error }, 'live push failed'));
  router.post(
    '/api/chat.php',
    // Where the site needs a provider's age check for this country, none is sent before it is passed.
    (_req, res, next) => (requireAgeAssurance(res.locals.ctx.site.tenant, res.locals.ctx.country, requireMember(res.locals.ctx)), next()),
    optionalPhoto(limits),
    async (req, res) => {
      const sender = requireMember(res.locals.ctx);
      const body = sendBody.parse(req.body ?? {});
      const { site, cdnPrefix } = res.locals.ctx;
      const { shown, credits, events } = await submitMessage(
        { db, storage, mailDelayMs, limits },
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
          show: presentSentMessage,
        },
        now(),
      );
      // Both members' other tabs see it at once; the sender's balance follows.
      await publish(req, events);
      res.json({ message: shown, credits });
    },
  );
  router.delete('/api/chat.php', async (req, res) => {
    const user = requireMember(res.locals.ctx);
    const { conversation } = deleteBody.parse(req.body ?? {});
    await publish(req, await removeConversation(db, user, conversation, now()));
    res.json({ removed: true });
  });
  // An open conversation reads a message that came over the socket without fetching its page again.
  router.post('/api/chat-read.php', async (req, res) => {
    const { conversation, up_to } = readBody.parse(req.body ?? {});
    await publish(req, await markReadUpTo(db, requireMember(res.locals.ctx), conversation, up_to));
    res.json({ read: true });
  });
  return router;
}
