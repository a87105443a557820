import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { balance } from '#client/components/TopBar/CreditsLinks.css';
import { CREDITS_BADGE_MAX } from '#client/components/TopBar/credits-badge';
import { useCurrentUser } from '#client/queries/user';
import * as styles from './chat.css';
import { CreditsOffer } from './CreditsOffer';

/**
 * Above the message field, before the member writes: their balance and what a text costs them
 * (priced by their profile's country, as the send charges). At 10 credits or fewer, the top bar's
 * warning line, it warns; below one text's price it says so; both offer the packages in place,
 * the offer a refused send opens. The balance wears the top bar's pill, in its colours.
 * Gifts and photos name their prices on their own buttons.
 */
export function ComposerBalance({ name }: { name: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useCurrentUser();
  const [offerOpen, setOfferOpen] = useState(false);
  if (!user) return null;
  const cost = settings.minimum_message_costs_value;
  const tone = user.credits < cost ? 'danger' : user.credits <= CREDITS_BADGE_MAX ? 'warning' : 'plain';
  return (
    <div className={styles.balanceStrip} data-testid="composer-balance" data-tone={tone}>
      <span className={balance[tone]}>{t('chat_ui.balance', { count: user.credits })}</span>
      <span>{tone === 'danger' ? t('chat_ui.balance_short', { count: cost }) : t('chat_ui.message_price', { count: cost })}</span>
      {tone !== 'plain' && (
        <button type="button" className={`${button.ghost} ${styles.topUp}`} onClick={() => setOfferOpen(true)} data-testid="composer-top-up">
          {t('chat_ui.buy')}
        </button>
      )}
      {offerOpen && <CreditsOffer name={name} purpose="message" onClose={() => setOfferOpen(false)} />}
    </div>
  );
}
