import type { Mailer } from '#server/adapters/mail/message';
import type { PushSender } from '#server/adapters/web-push/types';
import type { Realtime } from '#server/platform/realtime/events';
import type { Metrics } from './metrics';

/**
 * Counters put around the parts that send, where compose makes them: the parts stay unaware of
 * metrics, and every caller (routes, jobs, the console) is counted without a change of its own.
 */

/** Mails sent, and failed (the job retries or gives up: either way the operator wants to see it). */
export function countMails(mailer: Mailer, metrics: Pick<Metrics, 'mails'>): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.mails.inc({ result: 'failed' });
        throw error;
      }
      metrics.mails.inc({ result: 'sent' });
    },
    close: () => mailer.close(),
  };
}

export function countPushes(push: PushSender, metrics: Pick<Metrics, 'pushes'>): PushSender {
  return {
    publicKey: (tenantId) => push.publicKey(tenantId),
    async send(tenantId, target, message, options) {
      try {
        const result = await push.send(tenantId, target, message, options);
        metrics.pushes.inc({ tenant: tenantId, result });
        return result;
      } catch (error) {
        metrics.pushes.inc({ tenant: tenantId, result: 'failed' });
        throw error;
      }
    },
  };
}

/**
 * Every stored chat message is published after its commit (chat, sign-up and console routes),
 * as one event to its recipient and one to its sender: the recipient's is counted. A retried send
 * finds its message stored and publishes nothing, so it is not counted twice.
 */
export function countMessages(realtime: Realtime, metrics: Pick<Metrics, 'messages'>): Realtime {
  return {
    async publish(stored) {
      const received = stored.filter((event) => event.type === 'message' && senderOf(event.payload) !== event.userId).length;
      if (received) metrics.messages.inc(received);
      await realtime.publish(stored);
    },
  };
}

function senderOf(payload: Record<string, unknown>): unknown {
  const message = payload.message;
  return typeof message === 'object' && message !== null && 'sender_id' in message ? message.sender_id : undefined;
}
