import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { TextField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import { reportComplaint } from '#client/queries/complaints';
import { memberQuery } from '#client/queries/members';
import { useCurrentUser } from '#client/queries/user';
import * as styles from '../account/account.css';
import { ComplaintFields } from './ComplaintFields';

/** /complaints: report a profile (?profile=id), a message (?message=id) or anything else. */
export function ComplaintsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const profileId = Number(params.get('profile')) || undefined;
  const messageId = Number(params.get('message')) || undefined;
  // The reported profile by its name; its number stays the fallback while loading or when it is hidden.
  const reported = useQuery({ ...memberQuery(api, profileId ?? 0), enabled: Boolean(profileId) && !messageId, retry: false }).data?.profile;
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const send = useSubmit(
    () => reportComplaint(api, { reason, text, profile_id: profileId, message_id: messageId, ...(!user && { email }) }),
    () => setSent(true),
  );
  let about = t('complaints_page.intro');
  if (messageId) about = t('complaints_page.about_message');
  else if (reported) about = t('complaints_page.about_named', { name: reported.name });
  else if (profileId) about = t('complaints_page.about_profile', { id: profileId });
  return (
    <section className={styles.card} data-testid="complaints-page">
      <title>{`${t('complaints_page.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('complaints_page.title')}</h1>
      {sent ? (
        <Alert tone="success" testId="complaint-sent">
          {t('complaints_page.sent')}
        </Alert>
      ) : (
        <form className={formStyles.form} onSubmit={send.submit} noValidate>
          <p className={styles.muted} data-testid="complaint-about">
            {about}
          </p>
          <ComplaintFields reason={reason} text={text} errors={send.fields} onReason={setReason} onText={setText} />
          {!user && (
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              value={email}
              error={send.fields.email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
          {send.message && <Alert tone="danger">{send.message}</Alert>}
          <div className={formStyles.actions}>
            <button type="submit" className={button.primary} disabled={send.pending}>
              {t('complaints_page.send')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
