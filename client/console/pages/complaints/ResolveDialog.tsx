import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Dialog } from '#client/console/components/Dialog';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import * as styles from '#client/console/styles.css';
import { PHOTO_REJECT_REASONS, type PhotoRejectReason } from '#server/contract/photo-reject-reasons';
import type { Action, ComplaintReason, ComplaintView, ResolveRequest } from '#client/console/queries/complaints';
import * as css from './complaints.css';

type Photo = NonNullable<ComplaintView['profile']>['photos'][number];

/** The photo reason a complaint's reason most likely means; the moderator may pick another. */
const PHOTO_REASON_FOR: Record<ComplaintReason, PhotoRejectReason> = {
  fake_profile: 'not_the_member',
  underage: 'minor',
  offensive_content: 'nudity',
  spam_or_scam: 'contact_details',
  harassment: 'other',
  other: 'other',
};

interface Props {
  action: Action;
  complaint: { id: number; reason: ComplaintReason };
  name: string;
  /** The reported member's photos that can still be hidden (shown or waiting). */
  photos: Photo[];
  pending: boolean;
  error: unknown;
  onConfirm(request: ResolveRequest): void;
  onClose(): void;
}

/**
 * One decision, confirmed: what it does, the photo to hide and why, and a note for the team.
 * Enter confirms (the confirm button submits), Escape cancels. Mounted per decision, so every
 * opening starts afresh.
 */
export function ResolveDialog({ action, complaint, name, photos, pending, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [photoId, setPhotoId] = useState(() => photos.find((photo) => photo.main)?.id ?? photos[0]?.id);
  const [photoReason, setPhotoReason] = useState<PhotoRejectReason>(PHOTO_REASON_FOR[complaint.reason]);
  const confirm = useRef<HTMLButtonElement>(null);
  // After the dialog opened (its own effect runs first): Enter confirms what the key chose.
  useEffect(() => confirm.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action !== 'hide_photo') onConfirm({ id: complaint.id, action, note });
    else if (photoId !== undefined) onConfirm({ id: complaint.id, action, note, photo_id: photoId, photo_reason: photoReason });
  };

  return (
    <Dialog open title={t(`complaints.confirm.${action}`, { id: complaint.id, name })} onClose={onClose}>
      <form className={css.dialogForm} onSubmit={submit}>
        <p className={styles.muted}>{t(`complaints.action_hints.${action}`)}</p>
        {action === 'hide_photo' && (
          <>
            <fieldset className={css.pickList}>
              <legend className={styles.visuallyHidden}>{t('complaints.pick_photo')}</legend>
              {photos.map((photo) => (
                <label key={photo.id} className={css.pick}>
                  <input
                    className={css.pickInput}
                    type="radio"
                    name="photo"
                    value={photo.id}
                    checked={photoId === photo.id}
                    onChange={() => setPhotoId(photo.id)}
                  />
                  <img className={css.photoImage} src={photo.thumb_url} alt={t('complaints.photo_alt', { id: photo.id })} />
                  <span className={styles.pill[photo.status === 'pending' ? 'warn' : 'good']}>{t(`complaints.photo_status.${photo.status}`)}</span>
                </label>
              ))}
            </fieldset>
            {photos.length === 0 && <p className={styles.notice.error}>{t('complaints.no_photo_to_hide')}</p>}
            <Field label={t('complaints.photo_reason')}>
              <select className={styles.input} value={photoReason} onChange={(event) => setPhotoReason(event.target.value as PhotoRejectReason)}>
                {PHOTO_REJECT_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`photos.reasons.${reason}`)}
                  </option>
                ))}
              </select>
            </Field>
          </>
        )}
        <Field label={t('complaints.note')} hint={t('complaints.note_hint')}>
          <textarea className={`${styles.input} ${css.textarea}`} value={note} maxLength={2000} onChange={(event) => setNote(event.target.value)} />
        </Field>
        <p className={styles.notice.info}>{t('complaints.reporter_told')}</p>
        <ErrorNote error={error} />
        <div className={css.dialogActions}>
          <button type="button" className={styles.button.secondary} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            ref={confirm}
            className={action === 'ban' ? styles.button.danger : styles.button.primary}
            disabled={pending || (action === 'hide_photo' && photoId === undefined)}
          >
            {t(`complaints.actions.${action}`)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
