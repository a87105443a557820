import crypto from 'node:crypto';
import type { Secrets } from '#server/platform/secrets';

/** 10 bytes of HMAC as hex: 80 bits, lower-case, so a relay that folds the address's case changes nothing. */
const MAC_BYTES = 10;
const LOCAL_PART = /^bounce\+(\d{1,15})\.([0-9a-f]{20})$/;
/** Where a VERP address may stand in a report: headers, the returned message, free text. */
const CANDIDATES = /bounce\+\d{1,15}\.[0-9a-f]{20}@[a-z0-9.-]{1,253}/gi;

function mac(secrets: Secrets, tenantId: string, userId: number): Buffer {
  return crypto.createHmac('sha256', secrets.derive('verp', tenantId)).update(String(userId)).digest().subarray(0, MAC_BYTES);
}

/**
 * The return path of a notification mail: `bounce+<userId>.<mac>@<site's first domain>` (at most
 * 37 characters before the @, well under RFC 5321's 64). A bounce or spam report sent there names
 * the member; the mac, keyed per site from the deployment secret, means nobody can forge one for
 * another member.
 */
export function verpAddress(secrets: Secrets, tenant: { id: string; domains: readonly string[] }, userId: number): string {
  return `bounce+${userId}.${mac(secrets, tenant.id, userId).toString('hex')}@${tenant.domains[0] as string}`;
}

/** The member a VERP address of this site stands for, or undefined (not ours, another site's, forged). */
export function verpMember(secrets: Secrets, tenantId: string, address: string): number | undefined {
  const match = LOCAL_PART.exec(address.split('@')[0]?.toLowerCase() ?? '');
  if (!match) return undefined;
  const userId = Number(match[1]);
  const given = Buffer.from(match[2] as string, 'hex');
  return crypto.timingSafeEqual(given, mac(secrets, tenantId, userId)) ? userId : undefined;
}

/** Every VERP-shaped address in a text, first occurrence first. */
export function verpCandidates(text: string): string[] {
  return [...new Set(text.match(CANDIDATES) ?? [])];
}
