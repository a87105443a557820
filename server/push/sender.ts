import type https from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { Secrets } from '../secrets';
import type { TenantRegistry } from '../tenancy/registry';
import type { PushSender } from './types';
import { vapidKeys, type VapidKeys } from './vapid';

export interface PushSenderOptions {
  secrets: Secrets;
  tenants: TenantRegistry;
  /** Also accept https endpoints on 127.0.0.1 (PUSH_ALLOW_LOOPBACK: tests, local work). */
  allowLoopback: boolean;
  /** The agent requests go through (tests: one that trusts the fake push service's certificate). */
  agent?: https.Agent | undefined;
  timeoutMs?: number;
}

/** Web push through the `web-push` package, signed with the site's own VAPID keys. */
export function createPushSender({ secrets, tenants, agent, timeoutMs = 10_000 }: PushSenderOptions): PushSender {
  const keys = new Map<string, VapidKeys>();
  const keysOf = (tenantId: string): VapidKeys => {
    let pair = keys.get(tenantId);
    if (!pair) keys.set(tenantId, (pair = vapidKeys(secrets, tenantId)));
    return pair;
  };
  return {
    publicKey: (tenantId) => keysOf(tenantId).publicKey,
    async send(tenantId, target, message, options) {
      const site = tenants.get(tenantId);
      if (!site) throw new Error(`unknown site ${tenantId}`);
      const { publicKey, privateKey } = keysOf(tenantId);
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
          vapidDetails: { subject: `mailto:${site.tenant.support_email}`, publicKey, privateKey },
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          ...(options.topic && { topic: options.topic }),
          contentEncoding: 'aes128gcm',
          timeout: timeoutMs,
          ...(agent && { agent }),
        });
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        throw error;
      }
    },
  };
}
