import { useTranslation } from '#client/i18n/useTranslation';
import { formatMoney, type CreditPackage } from '#client/queries/credits';
import { offerPrice, type Offer } from '../credits/useOffer';
import * as styles from './pricing.css';

/** The price list: credits, price and price per credit of each package, in the visitor's currency; a member's offer shows beside the list price. */
export function PriceTable({ packages, offer }: { packages: CreditPackage[]; offer: Offer | null }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  return (
    <table className={styles.table} data-testid="price-table">
      <thead>
        <tr>
          <th className={styles.head}>{t('pricing.package')}</th>
          <th className={styles.headEnd}>{t('pricing.price')}</th>
          <th className={styles.headEnd}>{t('pricing.per_credit')}</th>
        </tr>
      </thead>
      <tbody>
        {packages.map((item) => {
          const price = offerPrice(item.price, offer);
          return (
            <tr key={item.id} data-testid="price-row">
              <td className={styles.cell}>
                <span className={styles.credits}>{t('pricing.credits', { count: item.credits })}</span>
                {item.highlighted && <span className={styles.popular}>{t('pricing.popular')}</span>}
              </td>
              <td className={styles.cellEnd} data-testid="price-cell">
                {offer && <s className={styles.oldPrice}>{money(item.price, item.currency)}</s>}
                {money(price, item.currency)}
              </td>
              <td className={styles.cellEnd}>{money(price / item.credits, item.currency)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
