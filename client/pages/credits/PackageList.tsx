import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { formatMoney, type CreditPackage } from '#client/queries/credits';
import * as styles from './credits.css';
import { discountedPrice } from './useDiscountCode';

/** One card's content: the highlighted package carries a ribbon, a discount shows the old price. */
function PackageCardBody({ item, price, percentage }: { item: CreditPackage; price: number; percentage: number }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {item.highlighted && <span className={styles.ribbon}>{t('credits.popular')}</span>}
      <span className={styles.creditsAmount}>{item.credits}</span>
      <span>{t('credits.credits_label')}</span>
      {percentage > 0 && <span className={styles.oldPrice}>{formatMoney(item.price, item.currency, i18n.language)}</span>}
      <span className={styles.price}>{formatMoney(price, item.currency, i18n.language)}</span>
      <span className={styles.perCredit}>{t('credits.per_credit', { price: formatMoney(price / item.credits, item.currency, i18n.language) })}</span>
    </>
  );
}

/** Cards link to a page (linkTo) or, where the page itself reacts, choose a package (onChoose). */
export function PackageList({
  packages,
  selectedId,
  percentage = 0,
  linkTo,
  onChoose,
}: {
  packages: CreditPackage[];
  selectedId?: string | undefined;
  percentage?: number | undefined;
  linkTo?(item: CreditPackage): string;
  onChoose?(item: CreditPackage): void;
}) {
  return (
    <ul className={styles.packages} data-testid="packages">
      {packages.map((item) => {
        const price = percentage ? discountedPrice(item.price, percentage) : item.price;
        const className = item.id === selectedId ? styles.packageCardSelected : item.highlighted ? styles.packageCardHighlighted : styles.packageCard;
        return (
          <li key={item.id}>
            {linkTo ? (
              <Link to={linkTo(item)} className={className} aria-current={item.id === selectedId ? 'true' : undefined} data-testid={`package-${item.id}`}>
                <PackageCardBody item={item} price={price} percentage={percentage} />
              </Link>
            ) : (
              <button
                type="button"
                className={className}
                aria-pressed={item.id === selectedId}
                onClick={() => onChoose?.(item)}
                data-testid={`package-${item.id}`}
              >
                <PackageCardBody item={item} price={price} percentage={percentage} />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
