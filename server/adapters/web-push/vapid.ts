import crypto from 'node:crypto';
import type { Secrets } from '#server/platform/secrets';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: what the browser's pushManager.subscribe takes. */
  publicKey: string;
  /** The 32-byte private scalar, base64url. */
  privateKey: string;
}

/**
 * Each site's VAPID key pair, derived from the deployment secret and the tenant id: every process
 * computes the same pair, a new site has its own at once, and no private key is ever stored.
 */
export function vapidKeys(secrets: Secrets, tenantId: string): VapidKeys {
  // A 32-byte string is a valid P-256 scalar unless it is 0 or ≥ the group order (odds ~2^-32):
  // then the next counter is taken.
  for (let counter = 0; ; counter += 1) {
    const candidate = secrets.derive('vapid', tenantId, String(counter));
    const ecdh = crypto.createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(candidate);
    } catch {
      continue;
    }
    return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: candidate.toString('base64url') };
  }
}
