import type { photos, profiles } from '#server/platform/db/schema';
import type { InboxRow } from '#server/core/domain/fictional/inbox';
import type { LoadedThread, ProfileSummary } from '#server/core/domain/fictional/thread';
import { regionsFor } from '#server/platform/reference-data/regions';
import { ageOn } from '#server/contract/age';
import { presentMessage } from './chat';
import { presentMainImage } from './members';
import { presentPhoto } from './photos';

type ProfileRow = typeof profiles.$inferSelect;
type PhotoRow = typeof photos.$inferSelect;

/** How long a preview of the last message is in the inbox list. */
const PREVIEW_LENGTH = 140;

function regionName(country: string, region: string | null): string | null {
  if (!region) return null;
  return regionsFor([country])[country]?.find((entry) => entry.code === region)?.name ?? region;
}

/** A row of the console's fictional profiles list (GET /api/operator/fictional-profiles.php). */
export function presentFictionalRow(
  row: { profile: ProfileRow; photo: PhotoRow | null; photoCount: number; waiting: number },
  cdnPrefix: (tenantId: string) => string,
  today: Date,
) {
  const { profile } = row;
  return {
    id: profile.userId,
    tenant_id: profile.tenantId,
    name: profile.name,
    age: ageOn(profile.dateOfBirth, today),
    gender: profile.gender,
    country: profile.country,
    region: profile.region,
    region_name: regionName(profile.country, profile.region),
    cam: profile.camHandle !== null,
    main_image: presentMainImage(row.photo, cdnPrefix(profile.tenantId)),
    photos: row.photoCount,
    waiting: row.waiting,
    created_at: profile.createdAt.toISOString(),
  };
}

/** One fictional profile for the console's form, with every photo (GET /api/operator/fictional-profile.php). */
export function presentFictionalProfile(profile: ProfileRow, ownPhotos: readonly PhotoRow[], cdnPrefix: string, today: Date) {
  return {
    id: profile.userId,
    tenant_id: profile.tenantId,
    // Always true for these profiles; shown so the console can say the mark cannot be turned off.
    fictional: profile.fictional,
    name: profile.name,
    age: ageOn(profile.dateOfBirth, today),
    gender: profile.gender,
    sexuality: profile.sexuality,
    date_of_birth: profile.dateOfBirth,
    country: profile.country,
    region: profile.region,
    about_me: profile.aboutMe,
    interests: profile.interests,
    cam_handle: profile.camHandle ?? '',
    photos: ownPhotos.map((photo) => presentPhoto(photo, cdnPrefix)),
  };
}

/** A row of the inbox: the site, the fictional profile, the member, the last message and how long it waits. */
export function presentInboxRow(row: InboxRow, waiting: boolean, cdnPrefix: (tenantId: string) => string, today: Date) {
  return {
    conversation_id: row.conversationId,
    tenant_id: row.tenantId,
    waiting,
    unread: row.unread,
    fictional: { id: row.fictional.userId, name: row.fictional.name, main_image: presentMainImage(row.photo, cdnPrefix(row.tenantId)) },
    member: { id: row.member.id, name: row.member.name, age: ageOn(row.member.dateOfBirth, today), credits: row.member.credits },
    last_message: row.last ? { from_member: row.last.senderId === row.member.id, type: row.last.type, preview: row.last.text.slice(0, PREVIEW_LENGTH) } : null,
    last_message_at: row.lastMessageAt.toISOString(),
    waiting_since: waiting && row.waitingSince ? row.waitingSince.toISOString() : null,
    last_answer: row.answeredAt ? { by: row.answeredBy, at: row.answeredAt.toISOString() } : null,
  };
}

function presentSummary(summary: ProfileSummary, cdnPrefix: string, today: Date) {
  const { profile, user } = summary;
  return {
    id: profile.userId,
    tenant_id: profile.tenantId,
    name: profile.name,
    age: ageOn(profile.dateOfBirth, today),
    gender: profile.gender,
    sexuality: profile.sexuality,
    country: profile.country,
    region_name: regionName(profile.country, profile.region),
    about_me: profile.aboutMe,
    fictional: profile.fictional,
    main_image: presentMainImage(summary.photo, cdnPrefix),
    credits: user.credits,
    premium: user.paidUser,
    status: user.status,
    verified: user.verifiedAt !== null,
    banned: user.bannedAt !== null,
    signup_date: user.signupDate.toISOString(),
  };
}

/** GET /api/operator/fictional-conversation.php: the thread newest first, each fictional message with its operator. */
export function presentThread(thread: LoadedThread, cdnPrefix: string, today: Date) {
  return {
    conversation: { id: thread.conversationId, tenant_id: thread.tenantId, waiting: thread.waiting },
    fictional: presentSummary(thread.fictional, cdnPrefix, today),
    member: presentSummary(thread.member, cdnPrefix, today),
    messages: thread.messages.map((message) => ({
      ...presentMessage(message, cdnPrefix),
      operator: message.operatorId === null ? null : (thread.writers.get(message.operatorId) ?? null),
    })),
    cursor: thread.cursor,
  };
}
