import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import type { CurrentUser } from '#client/queries/user';
import { button } from '../Button/button.css';
import { creditsBadgeTone } from './credits-badge';
import * as styles from './CreditsLinks.css';
import * as barStyles from './TopBar.css';

/** Paid members: the balance, linking to /credits; a warning or danger badge when low. */
function CreditsLink({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const tone = creditsBadgeTone(user);
  const label = t('nav.credits_balance', { credits: user.credits });
  return (
    <Link
      to="/credits"
      className={`${button.ghost} ${barStyles.compact} ${barStyles.iconLink} ${styles.creditsLink}`}
      aria-label={label}
      data-testid="credits-link"
    >
      <svg className={barStyles.navIcon} viewBox="0 0 24 24" aria-hidden="true">
        <ellipse cx="12" cy="7" rx="7" ry="3" />
        <path d="M5 7v5c0 1.7 3.1 3 7 3s7-1.3 7-3V7M5 12v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" />
      </svg>
      <span className={barStyles.navText}>{t('nav.credits')}</span>
      <span className={styles.balance[tone ?? 'plain']} data-testid={tone ? 'credits-badge' : 'credits-balance'} data-tone={tone ?? undefined}>
        {user.credits}
      </span>
    </Link>
  );
}

/** Free members: "Get Premium", an icon on phones like the other top-bar links. */
function PremiumLink() {
  const { t } = useTranslation();
  return (
    <Link to="/premium" className={`${button.primary} ${barStyles.compact}`} aria-label={t('nav.get_premium')} data-testid="get-premium">
      <svg className={`${barStyles.navIcon} ${styles.premiumIcon}`} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
      </svg>
      <span className={barStyles.navText}>{t('nav.get_premium')}</span>
    </Link>
  );
}

/** Members see either their credits or Get Premium (docs/product.md#top-bar). */
export function CreditsOrPremium({ user }: { user: CurrentUser }) {
  return user.paid_user ? <CreditsLink user={user} /> : <PremiumLink />;
}
