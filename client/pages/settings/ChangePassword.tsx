import { useId, useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { TextField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import * as styles from '../account/account.css';
import { useUpdateUser } from '#client/queries/user';

const EMPTY = { old_password: '', password: '', password_repeat: '' };

export function ChangePassword() {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const [values, setValues] = useState(EMPTY);
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const change = useSubmit(
    () => updateUser(values),
    () => {
      setValues(EMPTY);
      setSaved(true);
    },
  );
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: change.fields[name],
    type: 'password',
    onChange: (event: { target: { value: string } }) => {
      setSaved(false);
      setValues({ ...values, [name]: event.target.value });
    },
  });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('settings.change_password')}
      </h2>
      <form className={formStyles.form} onSubmit={change.submit} noValidate>
        <TextField label={t('fields.old_password')} autoComplete="current-password" {...field('old_password')} />
        <TextField label={t('fields.new_password')} autoComplete="new-password" {...field('password')} />
        <TextField label={t('fields.password_repeat')} autoComplete="new-password" {...field('password_repeat')} />
        {change.message && <Alert tone="danger">{change.message}</Alert>}
        {saved && <Alert tone="success">{t('settings.password_saved')}</Alert>}
        <div className={formStyles.actions}>
          <button type="submit" className={button.secondary} disabled={change.pending}>
            {t('settings.save_password')}
          </button>
        </div>
      </form>
    </section>
  );
}
