import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiRequestError } from '#client/api/client';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';

/**
 * Why a message, gift or photo was not sent; without credits it leads to the credits page, and
 * to a member who takes first messages from verified members only, to verification.
 */
export function SendProblem({ message, failure }: { message: string; failure: ApiRequestError | undefined }) {
  const { t } = useTranslation();
  return (
    <Alert tone="warning" testId="chat-problem">
      <span>{message}</span>
      {failure?.code === 'not_enough_credits' && (
        <Link to="/credits" className={button.primary}>
          {t('chat_ui.buy')}
        </Link>
      )}
      {failure?.code === 'verified_only' && (
        <Link to="/settings/verification" className={button.primary}>
          {t('verification.get_verified')}
        </Link>
      )}
    </Alert>
  );
}
