import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import { confirmMailChange } from '#client/queries/account';
import * as styles from './account.css';
import { queryKeys } from '#client/queries/keys';

/**
 * /mail-change/do?token=…: confirming takes a click, so a mail scanner that opens the link
 * cannot change the address by itself.
 */
export function MailChangeDoPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState<string>();
  const confirm = useSubmit(
    () => confirmMailChange(api, params.get('token') ?? ''),
    (result) => {
      setEmail(result.email);
      // A confirmed address starts clean: the members area's mail alert goes with the old one.
      queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  );
  return (
    <section className={styles.card}>
      <title>{`${t('mail_change.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('mail_change.title')}</h1>
      {email ? (
        <Alert tone="success" testId="mail-change-done">
          {t('mail_change.done', { email })}
        </Alert>
      ) : (
        <>
          {confirm.failure && (
            <Alert tone="danger" testId="mail-change-error">
              {confirm.failure.code === 'email_taken' ? confirm.message : t('accounts.link_invalid')}
            </Alert>
          )}
          <button type="button" className={button.primary} onClick={() => confirm.submit()} disabled={confirm.pending}>
            {t('mail_change.confirm')}
          </button>
        </>
      )}
      <Link to="/settings">{t('settings.title')}</Link>
    </section>
  );
}
