import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Dialog } from '#client/console/components/Dialog';
import { ErrorNote } from '#client/console/components/ErrorNote';
import * as styles from '#client/console/styles.css';
import type { OwnPhoto } from '#server/contract/answers/account';
import { useChangeFictionalPhoto, useUploadFictionalPhoto, type FictionalProfile } from '#client/console/queries/fictional';
import * as css from './fictional.css';

/** A fictional profile's photos: upload (live at once, no review queue), choose the main one, delete. */
export function PhotoManager({ profile }: { profile: FictionalProfile }) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const [deleting, setDeleting] = useState<OwnPhoto>();
  const upload = useUploadFictionalPhoto(profile.id);
  const change = useChangeFictionalPhoto(profile.id);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen) upload.mutate(chosen);
    event.target.value = '';
  };

  return (
    <section className={`${styles.card} ${css.photos}`} aria-labelledby="fictional-photos-title">
      <div className={css.photosHead}>
        <h2 id="fictional-photos-title" className={css.sectionTitle}>
          {t('fictional.photos.title', { count: profile.photos.length })}
        </h2>
        <button type="button" className={styles.button.secondary} onClick={() => file.current?.click()} disabled={upload.isPending}>
          {upload.isPending ? t('fictional.photos.uploading') : t('fictional.photos.add')}
        </button>
        <input ref={file} type="file" accept="image/jpeg,image/png,image/webp" className={styles.visuallyHidden} onChange={onFile} tabIndex={-1} aria-hidden />
      </div>
      <p className={styles.muted}>{t('fictional.photos.hint')}</p>
      <ErrorNote error={upload.error ?? change.error} />
      {profile.photos.length === 0 ? (
        <p className={styles.muted}>{t('fictional.photos.none')}</p>
      ) : (
        <ul className={css.photoGrid}>
          {profile.photos.map((photo) => (
            <li key={photo.id} className={css.photoItem}>
              <img src={photo.thumb_filename} alt={t('fictional.photos.alt', { name: profile.name })} className={css.photoImage} width={160} height={160} />
              <div className={css.photoActions}>
                {photo.main ? (
                  <span className={styles.pill.good}>{t('fictional.photos.main')}</span>
                ) : (
                  <button type="button" className={styles.button.secondary} onClick={() => change.mutate({ method: 'PUT', photo })} disabled={change.isPending}>
                    {t('fictional.photos.make_main')}
                  </button>
                )}
                <button
                  type="button"
                  className={styles.button.secondary}
                  onClick={() => setDeleting(photo)}
                  aria-label={t('fictional.photos.delete_label', { name: profile.name })}
                >
                  {t('fictional.photos.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={deleting !== undefined} title={t('fictional.photos.delete_title')} onClose={() => setDeleting(undefined)}>
        {deleting && <img src={deleting.thumb_filename} alt="" className={css.photoImage} width={120} height={120} />}
        <p>{t('fictional.photos.delete_text')}</p>
        <div className={css.formActions}>
          <button
            type="button"
            className={styles.button.danger}
            onClick={() => {
              if (deleting) change.mutate({ method: 'DELETE', photo: deleting });
              setDeleting(undefined);
            }}
          >
            {t('fictional.photos.delete')}
          </button>
          <button type="button" className={styles.button.secondary} onClick={() => setDeleting(undefined)}>
            {t('common.cancel')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
