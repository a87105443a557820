import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useDismissal } from '#client/hooks/useDismissal';
import { useCurrentUser } from '#client/queries/user';
import { button } from '../Button/button.css';
import { Modal } from '../Modal/Modal';
import { formatCountdown, HIDE_TIME_BONUS_MODAL_KEY, isMembersAreaPath, shouldShowTimeBonusModal, TIME_BONUS_MODAL_DELAY_MS } from './rules';
import * as styles from './TimeBonus.css';
import { timeBonusLink, useTimeBonus } from './useTimeBonus';

/** The members area has been open for 40 s (docs/product.md#credits-time-bonus); leaving it starts the wait again. */
function useMembersAreaDwell(): boolean {
  const inArea = isMembersAreaPath(useLocation().pathname);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!inArea) return;
    const timer = setTimeout(() => setDue(true), TIME_BONUS_MODAL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDue(false);
    };
  }, [inArea]);
  return inArea && due;
}

/** The time-bonus popup of the default layout (docs/product.md#credits-time-bonus): once, for members with 0 credits. */
export function TimeBonusModal() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const bonus = useTimeBonus();
  const due = useMembersAreaDwell();
  // Closed in another tab, or in private mode for this page only: the member alerts' store.
  const [dismissedAt, dismiss] = useDismissal(HIDE_TIME_BONUS_MODAL_KEY);
  if (!due || !bonus || !user) return null;
  if (!shouldShowTimeBonusModal({ secondsLeft: bonus.secondsLeft, credits: user.credits, dismissedAt })) return null;

  return (
    <Modal title={t('time_bonus.modal_title')} size="md" onClose={dismiss} testId="time-bonus-modal">
      <div className={styles.modalBody}>
        <span className={styles.modalBadge} aria-hidden="true">
          {t('time_bonus.badge', { percentage: bonus.percentage })}
        </span>
        <p className={styles.modalText}>{t('time_bonus.modal_text', { percentage: bonus.percentage })}</p>
        <span role="timer" className={styles.modalCountdown} data-testid="time-bonus-modal-countdown">
          {formatCountdown(bonus.secondsLeft)}
        </span>
        <Link to={timeBonusLink(bonus.code)} className={`${button.primary} ${styles.modalCta}`} onClick={dismiss}>
          {t('time_bonus.claim', { percentage: bonus.percentage })}
        </Link>
        <button type="button" className={button.ghost} onClick={dismiss}>
          {t('time_bonus.later')}
        </button>
      </div>
    </Modal>
  );
}
