import { useTranslation } from 'react-i18next';
import { formatMoney, type CreditPackage } from '#client/queries/credits';
import * as styles from './pricing.css';

/** The price list: credits, price and price per credit of each package, in the visitor's currency. */
export function PriceTable({ packages }: { packages: CreditPackage[] }) {
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
        {packages.map((item) => (
          <tr key={item.id} data-testid="price-row">
            <td className={styles.cell}>
              <span className={styles.credits}>{t('pricing.credits', { count: item.credits })}</span>
              {item.highlighted && <span className={styles.popular}>{t('pricing.popular')}</span>}
            </td>
            <td className={styles.cellEnd}>{money(item.price, item.currency)}</td>
            <td className={styles.cellEnd}>{money(item.price / item.credits, item.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
