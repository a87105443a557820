import { useTranslation } from '#client/i18n/useTranslation';
import { FREE_CONVERSATIONS, PHOTO_LIMIT } from '#server/contract/membership-limits';
import * as styles from './premium.css';

/** docs/product.md#credits-premium: what buying any package brings, with the limits the server enforces. */
export function PremiumBenefits() {
  const { t } = useTranslation();
  const items = [
    { key: 'photos', text: t('premium.benefits.photos_text', { premium: PHOTO_LIMIT.premium, free: PHOTO_LIMIT.free }) },
    { key: 'gallery', text: t('premium.benefits.gallery_text') },
    { key: 'conversations', text: t('premium.benefits.conversations_text', { free: FREE_CONVERSATIONS }) },
    { key: 'chat', text: t('premium.benefits.chat_text') },
  ] as const;
  return (
    <ul className={styles.benefits} data-testid="premium-benefits">
      {items.map((item) => (
        <li key={item.key} className={styles.benefit}>
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
          <span>
            <span className={styles.benefitTitle}>{t(`premium.benefits.${item.key}`)}</span>
            <span className={styles.benefitText}>{item.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
