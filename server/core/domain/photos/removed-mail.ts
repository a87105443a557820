import { eq } from 'drizzle-orm';
import { profiles, users } from '#server/platform/db/schema';
import { photoRemovedMail } from '#server/adapters/mail/photo-notices';
import { enqueueJob } from '#server/platform/queue/enqueue';
import type { ClaimedJob, JobHandler } from '#server/platform/queue/queue';
import { DEFAULT_LANGUAGE, isLanguage } from '#server/contract/languages';
import { isPhotoRejectReason, type PhotoRejectReason } from '#server/contract/photo-reject-reasons';
import type { NotificationDeps } from '../notifications/deps';
import { verpAddress } from '../notifications/verp';

/**
 * The mail to a member whose photo a moderator took down (decision 0146): owed like a complaint's
 * warning (decision 0087), so enqueued in the removal's transaction under a `once` key and sent
 * whatever the notification settings say. It carries the reason: the member may delete the photo
 * before the mail goes.
 */
export const PHOTO_REMOVED_JOB = 'mail_photo_removed';

/** A mail server that is down for half a day still gets it: backoff doubles from 5 s up to 6 h. */
const ATTEMPTS = 14;

type Executor = Parameters<typeof enqueueJob>[0];

export function enqueuePhotoRemovedMail(executor: Executor, input: { photoId: number; userId: number; reason: PhotoRejectReason; at: Date }): Promise<void> {
  const payload = { photo_id: input.photoId, user_id: input.userId, reason: input.reason, at: input.at.toISOString() };
  return enqueueJob(executor, PHOTO_REMOVED_JOB, payload, { key: `photo-removed:${input.photoId}`, mode: 'once', runAt: input.at, maxAttempts: ATTEMPTS });
}

/** To the member's address in their language (else their site's); an account deleted since gets nothing. */
async function sendPhotoRemoved(deps: NotificationDeps, job: ClaimedJob): Promise<void> {
  const { user_id: userId, reason, at } = job.payload;
  if (!isPhotoRejectReason(reason)) return;
  const [row] = await deps.db
    .select({ user: users, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, Number(userId)));
  const site = row && deps.tenants.get(row.user.tenantId);
  if (!row || !site) return;
  const language = isLanguage(row.user.language) ? row.user.language : isLanguage(site.tenant.domain_language) ? site.tenant.domain_language : DEFAULT_LANGUAGE;
  const ctx = { site, language, translator: deps.translator, key: job.key ?? `job:${job.id}` };
  const message = photoRemovedMail(ctx, row.user.email, { name: row.name ?? '', reason, at: new Date(String(at)) });
  // Bounces return to the member's VERP address, as other mails to their own address do.
  await deps.mailer.send({ ...message, envelope: { from: verpAddress(deps.secrets, site.tenant, row.user.id), to: message.to } });
  deps.logger.info({ job: job.id, kind: job.kind }, 'photo removal mail sent');
}

export function photoMailHandlers(deps: NotificationDeps): Record<string, JobHandler> {
  return { [PHOTO_REMOVED_JOB]: (job) => sendPhotoRemoved(deps, job) };
}
