import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link } from 'react-router';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import { useSetPassword } from '#client/console/queries/session';
import * as styles from '#client/console/styles.css';
import * as css from './Login.css';

/** The sign-in link's page: the token rides in the fragment (never sent to a server or a log). */
export function Component() {
  const { t } = useTranslation();
  const [token] = useState(() => window.location.hash.slice(1));
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  useEffect(() => {
    document.title = `${t('password.title')} · ${t('layout.title')}`;
    // The token is read once; it leaves the address bar so it is not bookmarked or shared.
    window.history.replaceState(null, '', window.location.pathname);
  }, [t]);
  const save = useSetPassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== repeat);
    if (password === repeat) save.mutate({ token, password });
  };
  return (
    <main className={css.screen}>
      {save.isSuccess ? (
        <div className={css.panel} role="status">
          <h1 className={css.heading}>{t('password.done_title')}</h1>
          <p>{t('password.done_text')}</p>
          <Link className={styles.button.primary} to="/login">
            {t('password.to_login')}
          </Link>
        </div>
      ) : (
        <form className={css.panel} onSubmit={submit}>
          <h1 className={css.heading}>{t('password.title')}</h1>
          <p className={styles.muted}>{t('password.intro')}</p>
          {!token && <p className={styles.notice.error}>{t('password.no_token')}</p>}
          <ErrorNote error={save.error} />
          <Field label={t('password.new')} hint={t('password.hint')}>
            <input
              className={styles.input}
              type="password"
              autoComplete="new-password"
              minLength={12}
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <Field label={t('password.repeat')} error={mismatch ? t('password.mismatch') : undefined}>
            <input
              className={styles.input}
              type="password"
              autoComplete="new-password"
              required
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
            />
          </Field>
          <button type="submit" className={styles.button.primary} disabled={!token || save.isPending}>
            {t('password.submit')}
          </button>
        </form>
      )}
    </main>
  );
}
