import { Link, useParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { useCreditsOverview } from '#client/queries/credits';
import { useCurrentUser } from '#client/queries/user';
import { formatCountdown } from '#client/components/TimeBonus/rules';
import { useTimeBonus } from '#client/components/TimeBonus/useTimeBonus';
import * as styles from './credits.css';
import { DiscountCodeForm } from './DiscountCodeForm';
import { PackageList } from './PackageList';
import { PaymentMethods } from './PaymentMethods';
import { useDiscountCode } from './useDiscountCode';
import { useOffer } from './useOffer';

/** /credits and /credits/{id}: packages for the member's currency, a discount code, then the methods. */
export function CreditsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { id } = useParams();
  const user = useCurrentUser();
  const overview = useCreditsOverview();
  const discount = useDiscountCode();
  const offer = useOffer(discount);
  const bonus = useTimeBonus();
  if (!overview) return null;
  const selected = overview.packages.find((item) => item.id === id);
  const payable = overview.paymentmethods.length > 0;
  return (
    <div className={styles.pageStack}>
      <title>{`${t('credits.title')} | ${settings.name}`}</title>
      <header className={styles.heading}>
        <h1 className={styles.title}>{t('credits.title')}</h1>
        <p className={styles.muted}>{t('credits.balance', { count: user?.credits ?? 0 })}</p>
        <p className={styles.muted}>{user?.paid_user ? t('credits.intro_premium') : t('credits.intro_free')}</p>
      </header>
      {overview.mandate && (
        <p>
          <Link to="/credits/repeat-order" className={button.secondary} data-testid="repeat-order-link">
            {t('credits.repeat_with', { label: overview.mandate.label })}
          </Link>
        </p>
      )}
      {!payable && <Alert testId="payments-unavailable">{t('credits.unavailable')}</Alert>}
      <PackageList packages={overview.packages} selectedId={selected?.id} percentage={offer?.percentage} linkTo={(item) => `/credits/${item.id}`} />
      {payable && !discount.discount && bonus && (
        <Alert tone="success" testId="bonus-applied">
          {t('chat_ui.offer_bonus', { percentage: bonus.percentage })} <span role="timer">{formatCountdown(bonus.secondsLeft)}</span>
        </Alert>
      )}
      {payable && <DiscountCodeForm state={discount} />}
      <p>
        <Link to="/transactions">{t('transactions.title')}</Link>
      </p>
      {/* Without a way to pay, the notice above says so: no code field, no empty method panel. */}
      {payable &&
        (selected ? (
          <PaymentMethods item={selected} methods={overview.paymentmethods} discountCode={offer?.code} />
        ) : (
          <p className={styles.muted}>{t('credits.choose_package')}</p>
        ))}
    </div>
  );
}
