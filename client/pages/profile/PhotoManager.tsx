import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { AgeCheckCall } from '#client/components/AgeCheck/AgeCheckCall';
import { button } from '#client/components/Button/button.css';
import { ConfirmModal } from '#client/components/ConfirmModal/ConfirmModal';
import * as formStyles from '#client/components/Form/Form.css';
import { useAction } from '#client/components/Form/useSubmit';
import { PhotoLink } from '#client/components/PhotoViewer/PhotoLink';
import { PhotoViewer } from '#client/components/PhotoViewer/PhotoViewer';
import * as styles from './profile.css';
import { deletePhoto, makeMainPhoto, ownProfileQuery, uploadPhoto, type OwnPhoto } from '#client/queries/profile';
import { queryKeys } from '#client/queries/keys';
import { useAgeGated } from '#client/queries/age-check';

/**
 * What others see of a photo: the main one, visible, waiting for a moderator (manual sites), or
 * rejected with the moderator's reason in the member's language.
 */
function PhotoStatus({ photo }: { photo: OwnPhoto }) {
  const { t } = useTranslation();
  if (photo.status === 'rejected') {
    return (
      <span className={styles.photoRejected} data-testid="photo-status">
        {photo.reject_reason
          ? t('profile.photo_rejected', { reason: t(`profile.photo_reject_reasons.${photo.reject_reason}`) })
          : t('profile.photo_status.rejected')}
      </span>
    );
  }
  if (photo.status === 'pending')
    return (
      <span className={styles.photoPending} data-testid="photo-status">
        {t('profile.photo_status.pending')}
      </span>
    );
  return <span data-testid="photo-status">{photo.main ? t('profile.main_photo') : t('profile.photo_status.active')}</span>;
}

/** Upload, choose the main photo among the visible ones, delete any; statuses show what others can see. */
export function PhotoManager({ photos }: { photos: OwnPhoto[] }) {
  const { t } = useTranslation();
  const ageGated = useAgeGated();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  // The member's answer too: it carries the main photo and whether one is missing (the enrich alert).
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ownProfileQuery(api).queryKey }),
      queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    ]);
  };
  const upload = useAction(refresh);
  const change = useAction(refresh);

  const [deleting, setDeleting] = useState<OwnPhoto | null>(null);
  // The photo open full screen (its place in photos), or null.
  const [viewing, setViewing] = useState<number | null>(null);

  // A rejected photo's files are gone (decision 0146): it keeps its place with its reason, the viewer shows the others.
  const viewable = photos.filter((photo) => photo.status !== 'rejected');

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.run(() => uploadPhoto(file));
  };

  return (
    <section id="photos" tabIndex={-1} className={styles.section} data-testid="photo-manager">
      <h2 className={styles.sectionTitle}>{t('profile.photos')}</h2>
      <div className={styles.photoGrid}>
        {photos.map((photo) => (
          <figure key={photo.id} className={styles.photoItem} data-testid="own-photo">
            {photo.status === 'rejected' ? (
              <span className={`${styles.photo} ${styles.photoGone}`} role="img" aria-label={t('profile.photo_gone')} />
            ) : (
              <PhotoLink
                href={photo.filename}
                label={t('photo_viewer.open', { index: viewable.indexOf(photo) + 1, total: viewable.length })}
                onOpen={() => setViewing(viewable.indexOf(photo))}
                className={styles.photoLink}
              >
                <img src={photo.thumb_filename} alt="" className={styles.photo} />
              </PhotoLink>
            )}
            <figcaption className={styles.photoCaption}>
              <PhotoStatus photo={photo} />
              {!photo.main && photo.status === 'active' && (
                <button
                  type="button"
                  className={formStyles.linkButton}
                  disabled={change.pending}
                  onClick={() => change.run(() => makeMainPhoto(api, photo.id))}
                >
                  {t('profile.make_main')}
                </button>
              )}
              <button type="button" className={formStyles.linkButton} disabled={change.pending} onClick={() => setDeleting(photo)} data-testid="delete-photo">
                {t('profile.delete_photo')}
              </button>
            </figcaption>
          </figure>
        ))}
      </div>
      {(upload.fields.photo ?? upload.message ?? change.message) && (
        <p className={formStyles.error}>{upload.fields.photo ?? upload.message ?? change.message}</p>
      )}
      {viewing !== null && (
        <PhotoViewer photos={viewable} start={viewing} label={t('photo_viewer.own_label')} alt={t('photo_viewer.own_alt')} onClose={() => setViewing(null)} />
      )}
      {deleting && (
        <ConfirmModal
          title={t('profile.delete_photo_title')}
          confirmLabel={t('profile.delete_photo')}
          onConfirm={() => deletePhoto(api, deleting.id).then(refresh)}
          onClose={() => setDeleting(null)}
          testId="delete-photo-confirm"
        >
          {deleting.status !== 'rejected' && <img src={deleting.thumb_filename} alt="" className={styles.confirmPhoto} />}
          <p>{t('profile.delete_photo_text')}</p>
        </ConfirmModal>
      )}
      {/* No upload before a required age check is passed (decision 0144): the check is the way on. */}
      {ageGated ? (
        <AgeCheckCall />
      ) : (
        <label className={`${button.secondary} ${styles.uploadButton} ${formStyles.filePicker}`}>
          {upload.pending ? t('profile.uploading') : t('profile.add_photo')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className={styles.hiddenInput}
            disabled={upload.pending}
            onChange={(event) => {
              onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
    </section>
  );
}
