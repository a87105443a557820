import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { button } from '#client/components/Button/button.css';
import { Modal } from '#client/components/Modal/Modal';
import { useTimeBonus } from '#client/components/TimeBonus/useTimeBonus';
import { formatCountdown } from '#client/components/TimeBonus/rules';
import { useCreditsOverview } from '#client/queries/credits';
import { textsQuery } from '#client/queries/texts';
import { PackageList } from '../credits/PackageList';
import { useOffer } from '../credits/useOffer';
import { rememberChatReturn } from './drafts';
import * as styles from './chat.css';

/** What the member was sending when the credits ran out: the offer's title and promise say so. */
export type OfferPurpose = 'message' | 'gift';

/**
 * Out of credits in a chat or at a gift: the packages right there, priced with the member's
 * offer (the running time bonus or the visit's code: useOffer), each leading to its payment. The page is
 * remembered, so the payment's return page leads back to it (a typed message is still there, see
 * drafts.ts; a gift is one tap again).
 */
export function CreditsOffer({ name, purpose, onClose }: { name: string; purpose: OfferPurpose; onClose(): void }) {
  const { t, i18n } = useTranslation();
  // The packages' texts belong to the payment pages (their own namespace), loaded when offered.
  const texts = useQuery(textsQuery(i18n, 'shop'));
  const overview = useCreditsOverview();
  const bonus = useTimeBonus();
  const offer = useOffer();
  const { pathname } = useLocation();
  useEffect(() => rememberChatReturn(pathname), [pathname]);
  return (
    <Modal
      title={t(purpose === 'gift' ? 'chat_ui.offer_title_gift' : 'chat_ui.offer_title', { name })}
      size="lg"
      onClose={onClose}
      testId="credits-offer"
      actions={
        <button type="button" className={button.ghost} onClick={onClose}>
          {t('chat_ui.cancel')}
        </button>
      }
    >
      {bonus && (
        <p className={styles.offerBonus} data-testid="offer-bonus">
          {t('chat_ui.offer_bonus', { percentage: bonus.percentage })} <span role="timer">{formatCountdown(bonus.secondsLeft)}</span>
        </p>
      )}
      <p className={styles.offerKept}>{t(purpose === 'gift' ? 'chat_ui.offer_kept_gift' : 'chat_ui.offer_kept')}</p>
      {overview && texts.data && <PackageList packages={overview.packages} percentage={offer?.percentage} linkTo={(item) => `/credits/${item.id}`} />}
    </Modal>
  );
}
