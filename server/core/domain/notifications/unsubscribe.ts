import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { users } from '#server/platform/db/schema';
import type { Secrets } from '#server/platform/secrets';
import { NOTIFICATION_TYPES, type NotificationType } from '#server/contract/profile-fields';
import { mailOffReason, type MailOffReason } from './preferences';

const MAC_BYTES = 16;
const TOKEN = /^(\d{1,15})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{22})$/;

function mac(secrets: Secrets, tenantId: string, userId: number, type: string): Buffer {
  return crypto.createHmac('sha256', secrets.derive('unsubscribe', tenantId)).update(`${userId}.${type}`).digest().subarray(0, MAC_BYTES);
}

function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/**
 * `<userId>.<type>.<mac>`: the one-click link of a notification mail (RFC 8058). It does not
 * expire (an old mail's link must still work) and is bound to one site, member and type.
 */
export function unsubscribeToken(secrets: Secrets, tenantId: string, userId: number, type: NotificationType): string {
  return `${userId}.${type}.${mac(secrets, tenantId, userId, type).toString('base64url')}`;
}

export function unsubscribeUrl(secrets: Secrets, site: { origin: string; tenant: { id: string } }, userId: number, type: NotificationType): string {
  return `${site.origin}/unsubscribe?token=${unsubscribeToken(secrets, site.tenant.id, userId, type)}`;
}

export interface UnsubscribeLink {
  userId: number;
  type: NotificationType;
}

/** What a token says, when its mac holds for this site; undefined for anything else. */
export function readUnsubscribeToken(secrets: Secrets, tenantId: string, token: string): UnsubscribeLink | undefined {
  const match = TOKEN.exec(token);
  const type = match?.[2];
  if (!match || !type || !isNotificationType(type)) return undefined;
  const userId = Number(match[1]);
  const given = Buffer.from(match[3] as string, 'base64url');
  if (given.length !== MAC_BYTES || !crypto.timingSafeEqual(given, mac(secrets, tenantId, userId, type))) return undefined;
  return { userId, type };
}

export interface UnsubscribeState extends UnsubscribeLink {
  /** Why the type is off (null: it is on). */
  off: MailOffReason | null;
  email: string;
  language: string;
}

/** The member and type behind a token of this site, as they stand now; undefined if the token or the account is gone. */
export async function unsubscribeState(db: Db, secrets: Secrets, tenantId: string, token: string): Promise<UnsubscribeState | undefined> {
  const link = readUnsubscribeToken(secrets, tenantId, token);
  if (!link) return undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, link.userId), eq(users.tenantId, tenantId)));
  if (!user) return undefined;
  return { ...link, off: mailOffReason(user, link.type), email: user.email, language: user.language };
}

/**
 * Off by the link: the type joins email_unsubscribed, kept apart from the member's own choices so
 * the settings can say why it is off. Doing it twice changes nothing.
 */
export async function unsubscribe(db: Db, tenantId: string, link: UnsubscribeLink): Promise<void> {
  await db
    .update(users)
    .set({ emailUnsubscribed: sql`array_append(array_remove(${users.emailUnsubscribed}, ${link.type}::text), ${link.type}::text)` })
    .where(and(eq(users.id, link.userId), eq(users.tenantId, tenantId)));
}

/** The undo on the unsubscribe page: the type is on again, whoever turned it off. */
export async function resubscribe(db: Db, tenantId: string, link: UnsubscribeLink): Promise<void> {
  await db
    .update(users)
    .set({
      emailUnsubscribed: sql`array_remove(${users.emailUnsubscribed}, ${link.type}::text)`,
      notificationsDisabled: sql`array_remove(${users.notificationsDisabled}, ${link.type}::text)`,
    })
    .where(and(eq(users.id, link.userId), eq(users.tenantId, tenantId)));
}
