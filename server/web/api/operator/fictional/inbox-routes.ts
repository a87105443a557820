import type { Router } from 'express';
import { listInbox } from '#server/core/domain/fictional/inbox';
import { answerConversation, readThread } from '#server/core/domain/fictional/thread';
import { presentSentMessage } from '#server/core/presenters/chat';
import { presentInboxRow, presentThread } from '#server/core/presenters/fictional';
import { operatorRouter } from '../operator-router';
import type { FictionalRouteDeps } from './deps';
import { answerBody, inboxQuery, threadQuery } from './schema';

/**
 * The fictional inbox: the conversations members hold with the sites' fictional profiles, a
 * thread (reading it is audited), and answering as the profile through the members' own send,
 * so the member sees the answer live.
 */
export function inboxRoutes(deps: FictionalRouteDeps & { prefix(tenantId: string): string }): Router {
  const router = operatorRouter('fictional');

  router.get('/api/operator/fictional-inbox.php', async (req, res, operator) => {
    const query = inboxQuery.parse(req.query);
    const inbox = await listInbox(deps.db, operator, { tenantId: query.tenant_id, fictionalId: query.fictional_id, limit: query.limit });
    const today = deps.now();
    res.json({
      conversations: [
        ...inbox.waiting.map((row) => presentInboxRow(row, true, deps.prefix, today)),
        ...inbox.answered.map((row) => presentInboxRow(row, false, deps.prefix, today)),
      ],
      waiting_total: inbox.waitingTotal,
    });
  });

  router.get('/api/operator/fictional-conversation.php', async (req, res, operator) => {
    const query = threadQuery.parse(req.query);
    const thread = await readThread(deps.db, operator, { conversationId: query.id, before: query.before, ip: req.ip ?? null });
    res.json(presentThread(thread, deps.prefix(thread.tenantId), deps.now()));
  });

  router.post('/api/operator/fictional-conversation.php', async (req, res, operator) => {
    const body = answerBody.parse(req.body ?? {});
    const { shown, events } = await answerConversation(
      deps,
      operator,
      {
        conversationId: body.conversation,
        text: body.text,
        clientId: body.client_id,
        seenUpTo: body.seen_up_to,
        ip: req.ip ?? null,
        show: presentSentMessage,
      },
      deps.now(),
    );
    // Stored: a failed live push is logged, not an error (the member's app catches up from the events table).
    await deps.realtime.publish(events).catch((error: unknown) => req.log.error({ err: error }, 'live push failed'));
    res.json({ message: { ...shown, operator: operator.email } });
  });

  return router.routes;
}
