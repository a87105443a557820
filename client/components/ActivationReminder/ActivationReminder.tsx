import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { useMediaQuery } from '#client/hooks/useMediaQuery';
import { useCurrentUser } from '#client/queries/user';
import { Alert } from '../Alert/Alert';
import { button } from '../Button/button.css';
import * as formStyles from '../Form/Form.css';
import { useSubmit } from '../Form/useSubmit';
import { Modal } from '../Modal/Modal';
import { breakpoints } from '#themes/tokens';
import { resendActivation } from '#client/queries/account';

/**
 * docs/product.md#accounts-activation: an unconfirmed member with a hidden profile is reminded to confirm the e-mail —
 * an alert, or a modal right after sign-up (?signup-complete) on a smartphone.
 */
export function ActivationReminder() {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const smartphone = useMediaQuery(`(max-width: ${breakpoints.sm - 1}px)`);
  const [modalClosed, setModalClosed] = useState(false);
  const [sent, setSent] = useState(false);
  const resend = useSubmit(
    () => resendActivation(api),
    () => setSent(true),
  );
  if (!user || user.status !== 'not_confirmed' || user.profile?.status !== 'disabled') return null;

  const text = t('activation.reminder', { email: user.email });
  const action = sent ? (
    <span>{t('signup.resent')}</span>
  ) : (
    <button type="button" className={formStyles.linkButton} onClick={() => resend.submit()} disabled={resend.pending}>
      {t('signup.resend')}
    </button>
  );

  if (params.has('signup-complete') && smartphone && !modalClosed) {
    return (
      <Modal
        title={t('activation.reminder_title')}
        size="sm"
        onClose={() => setModalClosed(true)}
        testId="activation-modal"
        actions={
          <button type="button" className={button.primary} onClick={() => setModalClosed(true)}>
            {t('signup.close')}
          </button>
        }
      >
        <p>{text}</p>
        {resend.message ?? action}
      </Modal>
    );
  }
  return (
    <Alert tone="warning" testId="activation-reminder">
      <span>{text}</span>
      {resend.message ?? action}
    </Alert>
  );
}
