import type https from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { Secrets } from '#server/platform/secrets';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import { createPushAgent } from './agent';
import { pushAddressPolicy, PushEndpointRefused } from './endpoint-policy';
import type { PushSender } from './types';
import { vapidKeys, type VapidKeys } from './vapid';

export interface PushSenderOptions {
  secrets: Secrets;
  tenants: TenantRegistry;
  /** Also accept https endpoints on 127.0.0.1 (PUSH_ALLOW_LOOPBACK: tests, local work). */
  allowLoopback: boolean;
  /** The agent requests go through (tests: createPushAgent with the fake push service's CA); default: a guarded one. */
  agent?: https.Agent | undefined;
  timeoutMs?: number;
}

/** A push service that is overloaded or down (429, 5xx): worth retrying with backoff. */
export class PushServiceError extends Error {
  override name = 'PushServiceError';
}

/** A push service that refused this request for good (400, 401, 403, 413 …): retrying cannot help. */
export class PushRejected extends Error {
  override name = 'PushRejected';
}

/**
 * Web push through the `web-push` package (aes128gcm), signed with the site's own VAPID keys.
 * Every endpoint passes the SSRF policy once more before a request: an IP literal never goes
 * through the agent's DNS guard, and the policy may be stricter than when it was saved.
 */
export function createPushSender({ secrets, tenants, allowLoopback, agent, timeoutMs = 10_000 }: PushSenderOptions): PushSender {
  const keys = new Map<string, VapidKeys>();
  const keysOf = (tenantId: string): VapidKeys => {
    let pair = keys.get(tenantId);
    if (!pair) keys.set(tenantId, (pair = vapidKeys(secrets, tenantId)));
    return pair;
  };
  const policy = pushAddressPolicy(allowLoopback);
  const through = agent ?? createPushAgent({ allowLoopback });
  return {
    publicKey: (tenantId) => keysOf(tenantId).publicKey,
    async send(tenantId, target, message, options) {
      const site = tenants.get(tenantId);
      if (!site) throw new Error(`unknown site ${tenantId}`);
      const refusal = policy.refusal(target.endpoint);
      if (refusal) throw new PushEndpointRefused(`push endpoint refused: ${refusal}`);
      const { publicKey, privateKey } = keysOf(tenantId);
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
          vapidDetails: { subject: `mailto:${site.tenant.support_email}`, publicKey, privateKey },
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          ...(options.topic && { topic: options.topic }),
          contentEncoding: 'aes128gcm',
          timeout: timeoutMs,
          agent: through,
        });
        return 'sent';
      } catch (error) {
        if (!(error instanceof WebPushError)) throw error;
        const status = error.statusCode;
        if (status === 404 || status === 410) return 'gone';
        if (status === 429 || status >= 500) {
          const retryAfter = error.headers['retry-after'];
          throw new PushServiceError(`push service answered ${status}${retryAfter ? ` (Retry-After: ${retryAfter})` : ''}`);
        }
        throw new PushRejected(`push service answered ${status}: ${error.body.slice(0, 200)}`);
      }
    },
  };
}
