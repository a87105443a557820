import crypto from 'node:crypto';
import { NOTIFICATION_TYPES } from '#server/contract/profile-fields';
import { hashPassword } from './password';

/*
 * Accounts nobody signs in to: the seed's demo members and the sites' fictional profiles, which
 * exist to be seen and written to. Each gets a password nobody knows, an address under the
 * reserved .localhost domain (never delivered), and every notification off.
 */

/** The hash of a random password that is thrown away at once. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(crypto.randomBytes(24).toString('base64url'));
}

/** An address no mail reaches; `localPart` keeps it unique within the site. */
export function unusableEmail(tenantId: string, localPart: string): string {
  return `${localPart}@${tenantId}.localhost`;
}

/** Nobody reads these inboxes, so no notification is ever mailed or pushed for them. */
export const ALL_NOTIFICATIONS_OFF: string[] = [...NOTIFICATION_TYPES];
