import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import { requestReactivation } from '#client/queries/account';

/** "Still pending deletion" (docs/product.md#accounts-deletion), with the way back: a new reactivation e-mail. */
export function ReactivationOffer({ email }: { email: string }) {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const [sent, setSent] = useState(false);
  const resend = useSubmit(
    () => requestReactivation(api, email),
    () => setSent(true),
  );
  return (
    <Alert tone="warning" testId="pending-deletion">
      <span>{t('accounts.pending_deletion')}</span>
      {resend.message && <span>{resend.message}</span>}
      {sent ? (
        <span>{t('deletion.reactivation_sent', { email })}</span>
      ) : (
        <button type="button" className={formStyles.linkButton} onClick={() => resend.submit()} disabled={resend.pending}>
          {t('deletion.send_reactivation')}
        </button>
      )}
    </Alert>
  );
}
