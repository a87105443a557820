import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import { resendActivation } from '#client/queries/account';

/** The final step: confirm the e-mail address (with a resend button). */
export function ConfirmStep({ email, onFinish }: { email: string; onFinish(): void }) {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const [resent, setResent] = useState(false);
  const resend = useSubmit(
    () => resendActivation(api),
    () => setResent(true),
  );
  return (
    <div className={formStyles.form} data-testid="signup-confirm">
      <p>{t('signup.confirm_text', { email })}</p>
      <p className={formStyles.hint}>{t('signup.confirm_spam')}</p>
      {resent && <Alert tone="success">{t('signup.resent')}</Alert>}
      {resend.message && <Alert tone="danger">{resend.message}</Alert>}
      <div className={formStyles.actions}>
        <button type="button" className={button.primary} onClick={onFinish}>
          {t('signup.done')}
        </button>
        <button type="button" className={button.ghost} onClick={() => resend.submit()} disabled={resend.pending || resent}>
          {t('signup.resend')}
        </button>
      </div>
    </div>
  );
}
