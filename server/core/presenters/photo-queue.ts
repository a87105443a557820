import type { photos } from '#server/platform/db/schema';
import type { PhotoQueue } from '#server/core/domain/photos/review';
import { ageOn } from '#server/contract/age';
import { isPhotoRejectReason } from '#server/contract/photo-reject-reasons';
import type { PhotoQueueKind, PhotoQueueResponse } from '#server/contract/answers/console-moderation';

type PhotoRow = typeof photos.$inferSelect;

/**
 * The console shows photos from its own host: /media is served there too (server/web/app.ts), which
 * the console's `img-src 'self'` allows, whatever CDN the member sites use.
 */
const CONSOLE_MEDIA = '/media/';

function images(photo: PhotoRow) {
  return { id: photo.id, url: `${CONSOLE_MEDIA}${photo.filename}`, thumb_url: `${CONSOLE_MEDIA}${photo.thumbFilename}` };
}

/** GET /api/operator/photos.php: one page of either queue, the cursor of the next, and both queues' counts per site. */
export function presentPhotoQueue(queue: PhotoQueue, kind: PhotoQueueKind, now: Date): PhotoQueueResponse {
  return {
    queue: kind,
    photos: queue.rows.map(({ photo, profile, reported }) => {
      const member = queue.members.get(photo.userId);
      const active = member?.active ?? [];
      const rejected = member?.rejected ?? [];
      return {
        ...images(photo),
        tenant_id: photo.tenantId,
        uploaded_at: photo.createdAt.toISOString(),
        reported,
        member: {
          id: photo.userId,
          name: profile?.name ?? null,
          age: profile ? ageOn(profile.dateOfBirth, now) : null,
          gender: profile?.gender ?? null,
          country: profile?.country ?? null,
          main_photo: active[0]?.isMain ? images(active[0]) : null,
          /** What others see of the member now, main first. */
          active_photos: active.map(images),
          rejected_photos: rejected.length,
          reject_reasons: [...new Set(rejected.map((row) => row.rejectReason).filter(isPhotoRejectReason))],
        },
      };
    }),
    next_after: kind === 'pending' ? queue.next : null,
    next_before: kind === 'unreviewed' ? queue.next : null,
    sites: queue.perSite.map((site) => ({ tenant_id: site.tenantId, pending: site.pending, unreviewed: site.unreviewed })),
  };
}
