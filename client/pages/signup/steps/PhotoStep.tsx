import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '#client/api/browser';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import * as styles from '../signup.css';
import { StepActions } from './StepActions';

/** Step 1: a profile photo (JPEG, PNG or WebP); it is checked and re-encoded by the server. */
export function PhotoStep({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File>();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  const upload = useSubmit(() => uploadFile('/api/photos.php', 'photo', file as File), onDone);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <form className={formStyles.form} onSubmit={upload.submit} noValidate data-testid="signup-photo">
      <p className={styles.notice}>{t('signup.photo_intro')}</p>
      {preview && <img src={preview} alt="" className={styles.preview} />}
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t('signup.photo_label')}</span>
        <input type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => setFile(event.target.files?.[0])} />
      </label>
      {(upload.fields.photo ?? upload.message) && <p className={formStyles.error}>{upload.fields.photo ?? upload.message}</p>}
      <StepActions pending={upload.pending} canSave={Boolean(file)} onSkip={onDone} />
    </form>
  );
}
