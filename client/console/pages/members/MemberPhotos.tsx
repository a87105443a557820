import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Dialog } from '#client/console/components/Dialog';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import type { ConsoleMemberDetail } from '#client/console/queries/members';
import { useRemovePhoto } from '#client/console/queries/photos';
import { useConsoleSession } from '#client/console/queries/session';
import * as styles from '#client/console/styles.css';
import { isPhotoRejectReason, PHOTO_REJECT_REASONS, type PhotoRejectReason } from '#server/contract/photo-reject-reasons';
import * as css from './members.css';
import { known } from './section-parts';

type MemberPhoto = ConsoleMemberDetail['photos'][number];

/**
 * The member's photos, main first as members see it; a rejected or removed one has no files any
 * more (decision 0146), so it shows as an empty square with its reason. An operator who may
 * moderate photos removes any other with a reason: gone everywhere at once, the member told.
 */
export function MemberPhotos({ member }: { member: ConsoleMemberDetail }) {
  const { t } = useTranslation();
  const mayRemove = useConsoleSession().data?.operator.areas.includes('photos') ?? false;
  const [removing, setRemoving] = useState<MemberPhoto | null>(null);
  const [removed, setRemoved] = useState(false);
  const remove = useRemovePhoto(member.account.id);
  if (!member.photos.length) return <p className={styles.muted}>{t('members.no_photos')}</p>;
  return (
    <>
      {removed && (
        <p role="status" className={styles.notice.success}>
          {t('members.photo_remove.done')}
        </p>
      )}
      <ul className={css.photoGrid}>
        {member.photos.map((photo) => (
          <li key={photo.id} className={css.photo}>
            {photo.status === 'rejected' ? (
              <span className={`${css.photoImage} ${css.photoGone}`} role="img" aria-label={t('members.photo_gone', { id: photo.id })} />
            ) : (
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.thumb_url} alt={t('members.photo_alt', { id: photo.id })} className={css.photoImage} loading="lazy" />
              </a>
            )}
            <span className={css.pills}>
              <span className={styles.pill[photo.status === 'active' ? 'good' : photo.status === 'pending' ? 'warn' : 'bad']}>
                {t(`members.photo_status.${photo.status}`)}
              </span>
              {photo.main && photo.status !== 'rejected' && <span className={styles.pill.neutral}>{t('members.main_photo')}</span>}
            </span>
            {photo.reject_reason && <span className={styles.muted}>{known(t, `members.reject_reasons.${photo.reject_reason}`, photo.reject_reason)}</span>}
            {mayRemove && photo.status !== 'rejected' && (
              <button
                type="button"
                className={`${styles.button.secondary} ${css.photoRemove}`}
                aria-label={t('members.photo_remove.label', { id: photo.id })}
                onClick={() => {
                  remove.reset();
                  setRemoving(photo);
                }}
              >
                {t('members.photo_remove.button')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={removing !== null} title={t('members.photo_remove.title')} onClose={() => setRemoving(null)}>
        {removing && (
          <RemoveForm
            photo={removing}
            pending={remove.isPending}
            error={remove.error}
            onCancel={() => setRemoving(null)}
            onSubmit={(reason) =>
              remove.mutate(
                { id: removing.id, reason },
                {
                  onSuccess: () => {
                    setRemoving(null);
                    setRemoved(true);
                  },
                },
              )
            }
          />
        )}
      </Dialog>
    </>
  );
}

function RemoveForm({
  photo,
  pending,
  error,
  onCancel,
  onSubmit,
}: {
  photo: MemberPhoto;
  pending: boolean;
  error: unknown;
  onCancel(): void;
  onSubmit(reason: PhotoRejectReason): void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<PhotoRejectReason | ''>('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) onSubmit(reason);
  };
  return (
    <form className={css.form} onSubmit={submit}>
      <img src={photo.thumb_url} alt={t('members.photo_alt', { id: photo.id })} className={css.removePreview} />
      <p className={styles.muted}>{t('members.photo_remove.text')}</p>
      <Field label={t('members.photo_remove.reason')} hint={t('members.photo_remove.reason_hint')}>
        <select
          className={styles.input}
          value={reason}
          onChange={(event) => setReason(isPhotoRejectReason(event.target.value) ? event.target.value : '')}
          required
          autoFocus
        >
          <option value="">{t('members.photo_remove.choose')}</option>
          {PHOTO_REJECT_REASONS.map((code) => (
            <option key={code} value={code}>
              {t(`members.reject_reasons.${code}`)}
            </option>
          ))}
        </select>
      </Field>
      <ErrorNote error={error} />
      <div className={css.dialogActions}>
        <button type="button" className={styles.button.secondary} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className={styles.button.danger} disabled={pending || !reason}>
          {t('members.photo_remove.confirm')}
        </button>
      </div>
    </form>
  );
}
