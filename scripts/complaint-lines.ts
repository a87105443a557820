import type { complaints } from '#server/platform/db/schema';
import { printable } from './terminal-text';

type Complaint = typeof complaints.$inferSelect;

/** How `npm run complaints` shows one complaint; everything a member or visitor wrote goes through printable(). */
export function complaintLines(complaint: Complaint, profileName: string | null): [string, string] {
  const about = complaint.profileId
    ? `profile ${complaint.profileId}${profileName ? ` (${printable(profileName)})` : ''}`
    : complaint.messageId
      ? `message ${complaint.messageId}`
      : 'general';
  const from = complaint.reporterEmail ? printable(complaint.reporterEmail) : (complaint.reporterId ?? 'unknown');
  return [
    `#${complaint.id} ${complaint.createdAt.toISOString().slice(0, 16)} ${complaint.tenantId} [${complaint.status}] ${complaint.reason} — ${about} — from ${from}`,
    `    ${printable(complaint.text).replace(/\s+/g, ' ')}`,
  ];
}
