import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import { homePath } from '#client/console/nav';
import { useSignIn } from '#client/console/queries/session';
import * as styles from '#client/console/styles.css';
import * as css from './Login.css';

/** Only a path of the console itself may follow the sign-in (never another host). */
function safeNext(next: string | null): string | undefined {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : undefined;
}

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  useEffect(() => {
    document.title = `${t('login.title')} · ${t('layout.title')}`;
  }, [t]);
  const login = useSignIn(
    (operator) => navigate(safeNext(params.get('next')) ?? homePath(operator.areas), { replace: true }),
    () => setCode(''),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email, password, code });
  };
  return (
    <main className={css.screen}>
      <form className={css.panel} onSubmit={submit}>
        <h1 className={css.heading}>{t('login.title')}</h1>
        <ErrorNote error={login.error} />
        <Field label={t('login.email')}>
          <input className={styles.input} type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
        <Field label={t('login.password')}>
          <input
            className={styles.input}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field label={t('login.code')} hint={t('login.code_hint')}>
          <input
            className={`${styles.input} ${css.code}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
        </Field>
        <button type="submit" className={styles.button.primary} disabled={login.isPending}>
          {t('login.submit')}
        </button>
      </form>
    </main>
  );
}
