import { Router } from 'express';
import type { AccountDeps } from '#server/core/domain/accounts/context';
import { signUp } from '#server/core/domain/accounts/signup';
import { attribution } from '#server/core/domain/traffic/attribution';
import { deliverSignupMessage } from '#server/core/domain/chat/signup-message';
import type { SendDeps } from '#server/core/domain/chat/send';
import { setSessionCookie } from '#server/web/http/session';
import { presentSentMessage } from '#server/core/presenters/chat';
import type { Realtime } from '#server/platform/realtime/events';
import { siteRequest } from '../site-request';
import { userAnswer } from '../user/endpoints';
import { signupBody } from './schema';

interface SignupDeps {
  accounts: AccountDeps;
  secureCookies: boolean;
  /** Step 0's first message is sent like any chat message once the account exists. */
  chat: SendDeps & { realtime: Realtime };
}

export function signupRoutes({ accounts, secureCookies, chat }: SignupDeps): Router {
  const router = Router();
  router.post('/api/signup.php', async (req, res) => {
    const { network, ref, sub1, sub2, sub3, landed_at, first_touch, ...input } = signupBody.parse(req.body ?? {});
    const tracking = attribution({ network, ref, sub1, sub2, sub3, landed_at }, first_touch);
    const { user, sessionToken } = await signUp(accounts, siteRequest(req, res), { ...input, tracking });
    setSessionCookie(res, sessionToken, secureCookies);
    const { ctx } = res.locals;
    const delivered = await deliverSignupMessage(chat, ctx.site.tenant, user, { cdnPrefix: ctx.cdnPrefix, show: presentSentMessage }, accounts.now());
    if (delivered && 'sent' in delivered)
      await chat.realtime.publish(delivered.sent.events).catch((error: unknown) => req.log.error({ err: error }, 'live push failed'));
    const signupMessage =
      delivered &&
      ('sent' in delivered
        ? { sent: true, conversation_id: delivered.sent.message.conversationId }
        : { sent: false, code: delivered.refused.code, message: ctx.t(delivered.refused.messageKey, delivered.refused.values) });
    res.status(201).json({ user: await userAnswer(accounts.db, user, ctx.cdnPrefix), ...(signupMessage && { signup_message: signupMessage }) });
  });
  return router;
}
