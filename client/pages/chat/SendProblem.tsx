import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import type { ApiRequestError } from '#client/api/client';
import { Alert } from '#client/components/Alert/Alert';
import { AgeCheckCall } from '#client/components/AgeCheck/AgeCheckCall';
import { button } from '#client/components/Button/button.css';
import { CreditsOffer, type OfferPurpose } from './CreditsOffer';

/**
 * Why a message, gift or photo was not sent, and the way on: without credits the packages (where
 * the recipient is known, `name` given, they open at once, worded for what was being sent), at
 * the free members' limit premium, and to a member who takes first messages from verified
 * members only, verification; where the site needs an age check first, the check.
 */
export function SendProblem({
  message,
  failure,
  name,
  purpose = 'message',
}: {
  message: string;
  failure: ApiRequestError | undefined;
  name?: string;
  purpose?: OfferPurpose;
}) {
  const { t } = useTranslation();
  const [offerOpen, setOfferOpen] = useState(true);
  // The site needs an age check for this country first: the way on is the check itself.
  if (failure?.code === 'age_assurance_required') return <AgeCheckCall compact />;
  return (
    <Alert tone="warning" testId="chat-problem">
      <span>{message}</span>
      {failure?.code === 'not_enough_credits' &&
        (name === undefined ? (
          <Link to="/credits" className={button.primary}>
            {t('chat_ui.buy')}
          </Link>
        ) : (
          <>
            <button type="button" className={button.primary} onClick={() => setOfferOpen(true)} data-testid="open-credits-offer">
              {t('chat_ui.buy')}
            </button>
            {offerOpen && <CreditsOffer name={name} purpose={purpose} onClose={() => setOfferOpen(false)} />}
          </>
        ))}
      {failure?.code === 'premium_only' && (
        <Link to="/premium" className={button.primary} data-testid="go-premium">
          {t('chat_ui.go_premium')}
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
