/** What the service worker shows (client/sw: the push handler reads exactly these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** One notification per conversation (or for likes): a burst collapses into the newest. */
  tag: string;
  /** Where a click leads, a path on the site. */
  url: string;
  icon: string;
  lang: string;
  /** Unread messages + new likes, for the app badge. */
  badge: number;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSendOptions {
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered push with the same topic at the push service (≤ 32 base64url characters). */
  topic?: string;
}

/** sent: the push service took it; gone: the subscription no longer exists (404/410) and is to be deleted. */
export type PushResult = 'sent' | 'gone';

export interface PushSender {
  /** The site's VAPID public key (push_public_key in /api/settings.php). */
  publicKey(tenantId: string): string;
  /** Encrypts (aes128gcm) and sends one message; throws on a failure worth retrying. */
  send(tenantId: string, target: PushTarget, message: PushMessage, options: PushSendOptions): Promise<PushResult>;
}
