import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { pushSubscriptions } from '#server/platform/db/schema';
import { PermanentJobError, type JobHandler } from '#server/platform/queue/queue';
import { PushEndpointRefused } from '#server/adapters/web-push/endpoint-policy';
import { PushRejected } from '#server/adapters/web-push/sender';
import type { NotificationDeps } from './deps';

/** The 'push' job's payload, as dispatch-event.ts plans it: one job per event and device. */
const pushJobPayload = z.object({
  subscription_id: z.number().int().positive(),
  message: z
    .object({
      title: z.string(),
      body: z.string(),
      tag: z.string(),
      url: z.string().startsWith('/'),
      icon: z.string(),
      lang: z.string(),
      badge: z.number().int().min(0),
    })
    .strict(),
  ttl: z.number().int().min(0),
  urgency: z.enum(['very-low', 'low', 'normal', 'high']),
  // RFC 8030: a topic is at most 32 characters of the base64url alphabet.
  topic: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
});

/**
 * Sends one push to one device. A subscription deleted meanwhile (unsubscribed, moved to another
 * member, answered 404/410 to another job) is nothing to do; 404/410 delete it now; an endpoint the
 * SSRF policy refuses (its name now resolves to a private address) is deleted too, as no real push
 * service lives there. A service that is down or busy throws: the queue retries with backoff.
 */
async function sendPush(deps: NotificationDeps, payload: Record<string, unknown>): Promise<void> {
  const parsed = pushJobPayload.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError(`bad push payload: ${parsed.error.message}`);
  const job = parsed.data;
  const { db } = deps;
  const [subscription] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, job.subscription_id));
  if (!subscription) return;
  const forget = () => db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
  try {
    const result = await deps.push.send(subscription.tenantId, subscription, job.message, {
      ttlSeconds: job.ttl,
      urgency: job.urgency,
      ...(job.topic && { topic: job.topic }),
    });
    if (result === 'gone') await forget();
    else await db.update(pushSubscriptions).set({ lastSuccessAt: deps.now() }).where(eq(pushSubscriptions.id, subscription.id));
  } catch (error) {
    if (error instanceof PushEndpointRefused) {
      deps.logger.warn({ err: error, subscription: subscription.id }, 'push endpoint refused; subscription removed');
      await forget();
      return;
    }
    if (error instanceof PushRejected) throw new PermanentJobError(error.message);
    throw error;
  }
}

/** The 'push' job kind (server/core/jobs/handlers.ts). */
export function pushJobHandlers(deps: NotificationDeps): Record<string, JobHandler> {
  return { push: (job) => sendPush(deps, job.payload) };
}
