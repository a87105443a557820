import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { TextField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import { logIn } from '#client/queries/account';
import { useSignedIn } from '#client/queries/user';
import * as styles from './account.css';
import { ReactivationOffer } from './ReactivationOffer';

/** Only same-site paths may be returned to after login. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function LoginPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useSubmit(
    () => logIn(api, email, password),
    ({ user }) => signedIn(user, safeRedirect(params.get('redirect'))),
  );

  return (
    <section className={styles.card}>
      <title>{`${t('login.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('login.title')}</h1>
      {params.get('link') === 'expired' && !login.message && (
        // A one-tap link from a mail that was used, expired or is another site's (decision 0091).
        <Alert tone="info" testId="login-link-expired">
          {t('login.link_expired')}
        </Alert>
      )}
      {login.failure?.code === 'pending_deletion' ? (
        <ReactivationOffer email={email} />
      ) : (
        login.message && (
          <Alert tone="danger" testId="login-error">
            {login.message}
          </Alert>
        )
      )}
      <form className={formStyles.form} onSubmit={login.submit} noValidate>
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className={formStyles.actions}>
          <button type="submit" className={button.primary} disabled={login.pending}>
            {t('login.submit')}
          </button>
          <Link to="/reset-password">{t('login.forgot')}</Link>
        </div>
      </form>
      <p className={styles.muted}>
        {t('login.no_account')} <Link to="/signup">{t('nav.signup')}</Link>
      </p>
    </section>
  );
}
