import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { PasswordField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import { resetPassword } from '#client/queries/account';
import { useSignedIn } from '#client/queries/user';
import * as styles from './account.css';

/** /reset-password/do?token=…: the new password; other sessions end, this browser is logged in. */
export function ResetPasswordDoPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const reset = useSubmit(
    () => resetPassword(api, { token: params.get('token') ?? '', password, password_repeat: repeat }),
    ({ user }) => signedIn(user, '/'),
  );
  const linkBroken = reset.failure?.code === 'link_invalid' || Boolean(reset.fields.token);
  return (
    <section className={styles.card}>
      <title>{`${t('reset.new_title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('reset.new_title')}</h1>
      {linkBroken && (
        <Alert tone="danger" testId="reset-link-invalid">
          <span>{t('accounts.link_invalid')}</span> <Link to="/reset-password">{t('reset.request_again')}</Link>
        </Alert>
      )}
      <form className={formStyles.form} onSubmit={reset.submit} noValidate>
        <PasswordField label={t('fields.new_password')} kind="new" value={password} error={reset.fields.password} onValue={setPassword} />
        <PasswordField label={t('fields.password_repeat')} kind="new" value={repeat} error={reset.fields.password_repeat} onValue={setRepeat} />
        <div className={formStyles.actions}>
          <button type="submit" className={button.primary} disabled={reset.pending}>
            {t('reset.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
