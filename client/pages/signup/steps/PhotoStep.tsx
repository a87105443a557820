import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { uploadPhoto } from '#client/queries/profile';
import { button } from '#client/components/Button/button.css';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import * as styles from '../signup.css';
import { StepActions } from './StepActions';

/** Step 1: a profile photo (JPEG, PNG or WebP); it is checked and re-encoded by the server. */
export function PhotoStep({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File>();
  // The file the last error was about: choosing another one clears it.
  const [tried, setTried] = useState<File>();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  const upload = useSubmit(() => {
    setTried(file);
    return uploadPhoto(file as File);
  }, onDone);
  const error = tried === file ? (upload.fields.photo ?? upload.message) : undefined;

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
      <div className={formStyles.field}>
        <span className={formStyles.label}>{t('signup.photo_label')}</span>
        <label className={`${file ? button.secondary : button.primary} ${formStyles.filePicker}`}>
          {file ? t('signup.photo_change') : t('signup.photo_choose')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className={formStyles.fileInput}
            aria-invalid={error ? true : undefined}
            data-testid="signup-photo-file"
            onChange={(event) => setFile(event.target.files?.[0])}
          />
        </label>
      </div>
      {error && (
        <p className={formStyles.error} data-testid="signup-photo-error">
          {error}
        </p>
      )}
      <StepActions pending={upload.pending} canSave={Boolean(file)} onSkip={onDone} />
    </form>
  );
}
