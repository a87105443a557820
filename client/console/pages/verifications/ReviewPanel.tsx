import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import * as styles from '#client/console/styles.css';
import { poseIcon } from '#server/contract/verification-poses';
import { VERIFICATION_REJECT_REASONS, type VerificationRejectReason } from '#server/contract/verification-reject-reasons';
import type { QueuedVerification } from '#client/console/queries/verifications';
import * as css from './Verifications.css';

export interface ReviewPanelProps {
  item: QueuedVerification;
  siteName: string;
  /** The reason picker is open (after r or the Reject button). */
  picking: boolean;
  canOpenMember: boolean;
  onApprove(): void;
  onPick(): void;
  onReject(reason: VerificationRejectReason): void;
  onCancel(): void;
}

/**
 * One selfie against the member's profile photos, with the pose it had to copy: the moderator
 * answers "same person, pose copied?" with approve, or reject and a numbered reason.
 */
export function ReviewPanel({ item, siteName, picking, canOpenMember, onApprove, onPick, onReject, onCancel }: ReviewPanelProps) {
  const { t, i18n } = useTranslation();
  const sent = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(item.created_at));
  const [main, ...others] = item.photos;
  return (
    <section className={`${styles.card} ${css.panel}`} aria-labelledby="verification-member" data-testid="verification-review">
      <header className={css.panelHeader}>
        <h2 id="verification-member" className={css.memberName}>
          {item.member.name}, {item.member.age}
        </h2>
        <span className={styles.muted}>
          {siteName} · {t('verifications.sent', { date: sent })}
        </span>
        {item.previous_rejections > 0 && <span className={styles.pill.warn}>{t('verifications.rejections', { count: item.previous_rejections })}</span>}
        {canOpenMember && <Link to={`/members/${item.member.id}`}>{t('verifications.open_member')}</Link>}
      </header>
      <p className={css.pose} data-testid="verification-pose">
        <span className={css.poseIcon} aria-hidden="true">
          {poseIcon(item.pose)}
        </span>
        <span>
          <strong>{t('verifications.pose')}:</strong> {t(`verifications.poses.${item.pose}`)}
        </span>
      </p>
      <div className={css.compare}>
        <div className={css.column}>
          <h3 className={css.columnTitle}>{t('verifications.selfie')}</h3>
          <img className={css.large} src={item.selfie_url} alt={t('verifications.selfie_alt', { name: item.member.name })} />
        </div>
        <div className={css.column}>
          <h3 className={css.columnTitle}>{t('verifications.profile_photos')}</h3>
          {main ? (
            <>
              <figure className={css.figure}>
                <img className={css.large} src={main.url} alt={t('verifications.photo_alt', { name: item.member.name })} />
                {main.status !== 'active' && <span className={`${styles.pill.warn} ${css.figurePill}`}>{t('verifications.not_approved')}</span>}
              </figure>
              {others.length > 0 && (
                <div className={css.thumbs}>
                  {others.map((photo) => (
                    <figure key={photo.id} className={css.figure}>
                      <a href={photo.url} target="_blank" rel="noopener noreferrer">
                        <img className={css.thumb} src={photo.thumb_url} alt={t('verifications.photo_alt', { name: item.member.name })} loading="lazy" />
                      </a>
                    </figure>
                  ))}
                </div>
              )}
            </>
          ) : (
            <p className={styles.notice.error}>{t('verifications.no_photos')}</p>
          )}
        </div>
      </div>
      {picking ? (
        <div role="group" aria-labelledby="verification-reasons" className={css.picker}>
          <p id="verification-reasons" className={css.pickerTitle}>
            <strong>{t('verifications.reason_title')}</strong>
          </p>
          <ol className={css.reasons}>
            {VERIFICATION_REJECT_REASONS.map((reason, index) => (
              <li key={reason}>
                <button type="button" className={`${styles.button.secondary} ${css.reason}`} onClick={() => onReject(reason)}>
                  <kbd className={styles.kbd}>{index + 1}</kbd> {t(`verifications.reasons.${reason}`)}
                </button>
              </li>
            ))}
          </ol>
          <div className={css.actions}>
            <button type="button" className={styles.button.secondary} onClick={onCancel}>
              {t('verifications.cancel')} <kbd className={`${styles.kbd} ${css.buttonKey}`}>Esc</kbd>
            </button>
          </div>
        </div>
      ) : (
        <div className={css.actions}>
          <button type="button" className={styles.button.primary} onClick={onApprove}>
            {t('verifications.approve')} <kbd className={`${styles.kbd} ${css.buttonKey}`}>a</kbd>
          </button>
          <button type="button" className={styles.button.danger} onClick={onPick}>
            {t('verifications.reject')} <kbd className={`${styles.kbd} ${css.buttonKey}`}>r</kbd>
          </button>
          <span className={styles.muted}>{t('verifications.compare_hint')}</span>
        </div>
      )}
    </section>
  );
}
