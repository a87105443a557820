import type { Ref } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import * as styles from '#client/console/styles.css';
import * as css from './PhotosPage.css';
import type { PhotoQueueKind, QueuePhoto } from '#client/console/queries/photos';

export interface PhotoGridProps {
  ref: Ref<HTMLUListElement>;
  kind: PhotoQueueKind;
  photos: QueuePhoto[];
  focusedId: number | undefined;
  selected: ReadonlySet<number>;
  siteName(tenantId: string): string;
  onFocus(id: number): void;
  onToggle(id: number): void;
}

/** "Anna, 34" or, for a member without a profile row, their id. */
export function memberLabel(photo: QueuePhoto, t: (key: string, values?: Record<string, unknown>) => string): string {
  const { name, age, id } = photo.member;
  if (!name) return t('photos.unknown_member', { id });
  return age === null ? name : t('photos.name_age', { name, age });
}

/**
 * The queue as big thumbnails: waiting photos oldest first, published ones reported members first, then newest first. One card is focused at a time (roving tabindex: Tab
 * enters at the focused card, the page's keys move on); the box in the corner selects it.
 */
export function PhotoGrid({ ref, kind, photos, focusedId, selected, siteName, onFocus, onToggle }: PhotoGridProps) {
  const { t } = useTranslation();
  return (
    <ul ref={ref} className={css.grid} aria-label={t(kind === 'pending' ? 'photos.queue' : 'photos.queue_unreviewed')}>
      {photos.map((photo) => {
        const label = memberLabel(photo, t);
        const isSelected = selected.has(photo.id);
        return (
          <li
            key={photo.id}
            data-photo-id={photo.id}
            className={`${css.card} ${isSelected ? css.cardSelected : ''}`}
            tabIndex={photo.id === focusedId ? 0 : -1}
            aria-current={photo.id === focusedId}
            aria-label={`${label} · ${siteName(photo.tenant_id)}`}
            onFocus={() => onFocus(photo.id)}
            onClick={() => onFocus(photo.id)}
          >
            <img className={css.thumb} src={photo.thumb_url} alt="" loading="lazy" width={400} height={400} />
            <span className={css.check}>
              <input
                type="checkbox"
                tabIndex={-1}
                className={css.checkbox}
                checked={isSelected}
                aria-label={t('photos.select_photo', { name: label })}
                onChange={() => onToggle(photo.id)}
              />
            </span>
            <span className={css.cardText}>
              <span className={css.cardName}>{label}</span>
              <span className={css.cardMeta}>
                {siteName(photo.tenant_id)}
                {photo.member.country ? ` · ${photo.member.country}` : ''}
              </span>
              {photo.reported && <span className={`${styles.pill.bad} ${css.reportedPill}`}>{t('photos.reported')}</span>}
              {photo.member.rejected_photos > 0 && (
                <span>
                  <span className={styles.pill.warn}>{t('photos.rejected_before', { count: photo.member.rejected_photos })}</span>
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
