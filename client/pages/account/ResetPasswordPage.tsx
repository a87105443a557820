import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { TextField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import * as styles from './account.css';
import { requestPasswordReset } from '#client/queries/account';

/** /reset-password: asks for the address and mails a single-use link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const request = useSubmit(
    () => requestPasswordReset(api, email),
    () => setSent(true),
  );
  return (
    <section className={styles.card}>
      <title>{`${t('reset.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('reset.title')}</h1>
      {sent ? (
        <Alert tone="success" testId="reset-sent">
          {t('reset.sent', { email })}
        </Alert>
      ) : (
        <form className={formStyles.form} onSubmit={request.submit} noValidate>
          <p className={styles.muted}>{t('reset.intro')}</p>
          {request.message && (
            <Alert tone="danger" testId="reset-error">
              {request.message}
            </Alert>
          )}
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            error={request.fields.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className={formStyles.actions}>
            <button type="submit" className={button.primary} disabled={request.pending}>
              {t('reset.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
