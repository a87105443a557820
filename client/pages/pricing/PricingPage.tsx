import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { useCreditsOverview } from '#client/queries/credits';
import { useCurrentUser } from '#client/queries/user';
import { PremiumBenefits } from '../premium/PremiumBenefits';
import { useOpenSignup } from '#client/components/SignupOpener/context';
import { PriceTable } from './PriceTable';
import { useOffer } from '../credits/useOffer';
import * as styles from './pricing.css';
import { countryName } from '#client/lib/intl';

/** Visitors sign up; members go on to buy. */
function CallToAction() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const openSignup = useOpenSignup();
  return (
    <section className={styles.cta}>
      <p className={styles.ctaText}>{user ? t('pricing.cta_member') : t('pricing.cta_visitor')}</p>
      {user ? (
        <Link to="/credits" className={button.primary} data-testid="pricing-cta">
          {t('pricing.buy')}
        </Link>
      ) : (
        <Link
          to="/signup"
          className={button.primary}
          data-testid="pricing-cta"
          onClick={(event) => {
            event.preventDefault();
            openSignup();
          }}
        >
          {t('pricing.signup')}
        </Link>
      )}
    </section>
  );
}

/** /pricing: the public price list for the visitor's country — packages, what things cost, premium, payment methods. */
export function PricingPage() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const overview = useCreditsOverview();
  const offer = useOffer();
  if (!overview) return null;
  return (
    <div className={styles.page} data-testid="pricing-page">
      <title>{`${t('pricing.title')} | ${settings.name}`}</title>
      <header>
        <h1 className={styles.title}>{t('pricing.title')}</h1>
        <p className={styles.intro}>
          {t('pricing.intro', { site: settings.name, country: countryName(i18n.language, overview.country), currency: overview.currency })}
        </p>
      </header>
      <section>
        <h2 className={styles.sectionTitle}>{t('pricing.packages_title')}</h2>
        <div className={styles.card}>
          <PriceTable packages={overview.packages} offer={offer} />
        </div>
      </section>
      <section>
        <h2 className={styles.sectionTitle}>{t('pricing.costs_title')}</h2>
        <ul className={styles.costs} data-testid="credit-costs">
          {(['message', 'gift', 'photo'] as const).map((kind) => (
            <li key={kind} className={styles.cost}>
              <span className={styles.costValue}>{overview.costs[kind]}</span>
              <span className={styles.costLabel}>{t(`pricing.cost_${kind}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className={styles.sectionTitle}>{t('pricing.premium_title')}</h2>
        <PremiumBenefits />
      </section>
      {overview.paymentmethods.length > 0 && (
        <section>
          <h2 className={styles.sectionTitle}>{t('pricing.methods_title')}</h2>
          <ul className={styles.methods} data-testid="pricing-methods">
            {overview.paymentmethods.map((method) => (
              <li key={method} className={styles.method}>
                {t(`payment_methods.${method}`, { defaultValue: method })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className={styles.note}>
        {t('pricing.withdrawal', { days: settings.refund_days })} <Link to="/pages/return-policy">{t('footer.return_policy')}</Link>
      </p>
      <CallToAction />
    </div>
  );
}
