import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { useCreditsOverview } from '#client/queries/credits';
import { useCurrentUser } from '#client/queries/user';
import { PackageList } from '../credits/PackageList';
import { useOffer } from '../credits/useOffer';
import { PremiumBenefits } from './PremiumBenefits';
import * as styles from './premium.css';

/** /premium: what premium brings and the packages that bring it (docs/product.md#credits-premium); premium members are told they have it. */
export function PremiumPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useCurrentUser();
  const overview = useCreditsOverview();
  // The prices the checkout will charge: the visit's code or the running time bonus.
  const offer = useOffer();
  const premium = Boolean(user?.paid_user);
  return (
    <div className={styles.page} data-testid="premium-page">
      <title>{`${t('premium.title')} | ${settings.name}`}</title>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{premium ? t('premium.is_premium_title') : t('premium.title')}</h1>
        <p className={styles.heroText} data-testid={premium ? 'premium-status' : undefined}>
          {premium ? t('premium.is_premium_text') : t('premium.intro', { site: settings.name })}
        </p>
      </header>
      <section>
        <h2 className={styles.sectionTitle}>{premium ? t('premium.your_benefits') : t('premium.benefits_title')}</h2>
        <PremiumBenefits />
      </section>
      {overview && (
        <section>
          <h2 className={styles.sectionTitle}>{premium ? t('premium.top_up') : t('premium.choose')}</h2>
          <PackageList packages={overview.packages} percentage={offer?.percentage} linkTo={(item) => `/credits/${item.id}`} />
        </section>
      )}
    </div>
  );
}
