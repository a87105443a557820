import { useId, useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { PasswordField, TextField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import * as styles from '../account/account.css';
import { requestMailChange } from '#client/queries/account';

/**
 * A new address is used only after its confirmation link is followed (/mail-change/do). A bounced
 * address is corrected here: /notifications links to #change-email.
 */
export function ChangeEmail({ email: current }: { email: string }) {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const headingId = useId();
  const request = useSubmit(
    () => requestMailChange(api, email, password),
    () => {
      setSentTo(email);
      setPassword('');
    },
  );
  const suggestion = typeof request.failure?.details.suggestion === 'string' ? request.failure.details.suggestion : undefined;
  return (
    <section id="change-email" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('settings.change_email')}
      </h2>
      <p className={styles.muted}>{t('settings.current_email', { email: current })}</p>
      <form className={formStyles.form} onSubmit={request.submit} noValidate>
        <TextField
          label={t('fields.new_email')}
          type="email"
          autoComplete="email"
          value={email}
          error={request.fields.email}
          hint={suggestion && t('signup.did_you_mean', { suggestion })}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField label={t('fields.password')} kind="current" value={password} error={request.fields.password} onValue={setPassword} />
        {request.message && <Alert tone="danger">{request.message}</Alert>}
        {sentTo && <Alert tone="success">{t('settings.email_link_sent', { email: sentTo })}</Alert>}
        <div className={formStyles.actions}>
          <button type="submit" className={button.secondary} disabled={request.pending}>
            {t('settings.send_email_link')}
          </button>
        </div>
      </form>
    </section>
  );
}
