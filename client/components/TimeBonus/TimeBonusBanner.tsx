import { Link, useLocation } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { formatCountdown, showsTimeBonusBanner } from './rules';
import * as styles from './TimeBonus.css';
import { timeBonusLink, useTimeBonus } from './useTimeBonus';

/**
 * docs/product.md#credits-time-bonus: the welcome discount / time-bonus banner (one offer, one banner), in the members
 * area and on the member's home, while the bonus runs. `fixed` keeps its height in the full-screen chat layout.
 */
export function TimeBonusBanner({ fixed = false }: { fixed?: boolean }) {
  const { t } = useTranslation();
  const bonus = useTimeBonus();
  const { pathname } = useLocation();
  if (!bonus || !showsTimeBonusBanner(pathname)) return null;
  return (
    <aside className={fixed ? styles.bannerFixed : styles.banner} aria-label={t('time_bonus.label')} data-testid="time-bonus-banner">
      <span className={styles.text}>{t('time_bonus.banner', { percentage: bonus.percentage })}</span>
      <span>
        {t('time_bonus.ends_in')}{' '}
        <span role="timer" className={styles.countdown} data-testid="time-bonus-countdown">
          {formatCountdown(bonus.secondsLeft)}
        </span>
      </span>
      <Link to={timeBonusLink(bonus.code)} className={styles.cta}>
        {t('time_bonus.claim', { percentage: bonus.percentage })}
      </Link>
    </aside>
  );
}
