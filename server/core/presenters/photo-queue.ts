import type { photos } from '#server/platform/db/schema';
import type { PhotoQueue } from '#server/core/domain/photos/review';
import { ageOn } from '#server/contract/age';
import { isPhotoRejectReason } from '#server/contract/photo-reject-reasons';
import type { PhotoQueueResponse } from '#server/contract/answers/console-moderation';

type PhotoRow = typeof photos.$inferSelect;

/**
 * The console shows photos from its own host: /media is served there too (server/web/app.ts), which
 * the console's `img-src 'self'` allows, whatever CDN the member sites use.
 */
const CONSOLE_MEDIA = '/media/';

function images(photo: PhotoRow) {
  return { id: photo.id, url: `${CONSOLE_MEDIA}${photo.filename}`, thumb_url: `${CONSOLE_MEDIA}${photo.thumbFilename}` };
}

/** GET /api/operator/photos.php: one page of the queue, the cursor of the next, and the pending count per site. */
export function presentPhotoQueue(queue: PhotoQueue, limit: number, now: Date): PhotoQueueResponse {
  const last = queue.rows.at(-1);
  return {
    photos: queue.rows.map(({ photo, profile }) => {
      const member = queue.members.get(photo.userId);
      const active = member?.active ?? [];
      const rejected = member?.rejected ?? [];
      return {
        ...images(photo),
        tenant_id: photo.tenantId,
        uploaded_at: photo.createdAt.toISOString(),
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
    next_after: queue.rows.length === limit && last ? last.photo.id : null,
    sites: queue.pendingPerSite.map((site) => ({ tenant_id: site.tenantId, pending: site.pending })),
  };
}
