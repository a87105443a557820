import { useTranslation } from '#client/i18n/useTranslation';
import { Link } from 'react-router';
import * as styles from '#client/console/styles.css';
import { memberLabel } from './PhotoGrid';
import * as css from './PhotosPage.css';
import type { PhotoQueueKind, QueuePhoto } from '#client/console/queries/photos';

export interface PhotoPreviewProps {
  kind: PhotoQueueKind;
  photo: QueuePhoto;
  siteName: string;
  /** Whether the operator may open the member's page (the members area). */
  canOpenMember: boolean;
  /** Approve a waiting photo, keep a published one. */
  onApprove(): void;
  /** Reject a waiting photo, remove a published one (both with a reason). */
  onReject(): void;
}

/** The focused photo at full size, who uploaded it, and what their profile shows now. */
export function PhotoPreview({ kind, photo, siteName, canOpenMember, onApprove, onReject }: PhotoPreviewProps) {
  const { t, i18n } = useTranslation();
  const { member } = photo;
  const label = memberLabel(photo, t);
  const uploaded = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(photo.uploaded_at));
  return (
    <aside className={`${styles.card} ${css.preview}`} aria-label={t('photos.preview')}>
      <a href={photo.url} target="_blank" rel="noreferrer" title={t('photos.full_size')}>
        <img className={css.previewImage} src={photo.url} alt={t('photos.photo_of', { name: label })} />
      </a>
      <h2 className={css.previewName}>{label}</h2>
      {photo.reported && <span className={`${styles.pill.bad} ${css.reportedPill}`}>{t('photos.reported_member')}</span>}
      <dl className={css.facts}>
        <dt className={css.factTerm}>{t('common.site')}</dt>
        <dd className={css.factValue}>{siteName}</dd>
        {member.country && (
          <>
            <dt className={css.factTerm}>{t('photos.country')}</dt>
            <dd className={css.factValue}>{member.country}</dd>
          </>
        )}
        <dt className={css.factTerm}>{t(kind === 'pending' ? 'photos.uploaded' : 'photos.published')}</dt>
        <dd className={css.factValue}>{uploaded}</dd>
        <dt className={css.factTerm}>{t('photos.member_id')}</dt>
        <dd className={css.factValue}>{canOpenMember ? <Link to={`/members/${member.id}`}>#{member.id}</Link> : `#${member.id}`}</dd>
      </dl>
      <div className={css.previewActions}>
        <button type="button" className={styles.button.primary} onClick={onApprove}>
          {t(kind === 'pending' ? 'photos.approve' : 'photos.keep')} <kbd className={`${styles.kbd} ${css.buttonKey}`}>a</kbd>
        </button>
        <button type="button" className={styles.button.danger} onClick={onReject}>
          {t(kind === 'pending' ? 'photos.reject' : 'photos.remove')} <kbd className={`${styles.kbd} ${css.buttonKey}`}>r</kbd>
        </button>
      </div>
      {member.active_photos.length ? (
        <>
          <h3 className={css.sectionLabel}>{t('photos.visible_now', { count: member.active_photos.length })}</h3>
          <ul className={css.others}>
            {member.active_photos.map((other) => (
              <li key={other.id} className={css.other}>
                <a href={other.url} target="_blank" rel="noreferrer">
                  <img className={css.otherImage} src={other.thumb_url} alt={t('photos.photo_of', { name: label })} loading="lazy" width={400} height={400} />
                </a>
                {member.main_photo?.id === other.id && <span className={css.mainBadge}>{t('photos.main')}</span>}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={`${styles.muted} ${css.factValue}`}>{t('photos.first_photo')}</p>
      )}
      {member.rejected_photos > 0 && (
        <p className={css.factValue}>
          <span className={styles.pill.warn}>{t('photos.rejected_before', { count: member.rejected_photos })}</span>{' '}
          {member.reject_reasons.map((reason) => t(`photos.reasons.${reason}`)).join(', ')}
        </p>
      )}
    </aside>
  );
}
