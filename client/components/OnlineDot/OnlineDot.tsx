import { useTranslation } from '#client/i18n/useTranslation';
import * as styles from './OnlineDot.css';

/**
 * Presence (docs/product.md#presence): the member has the site open right now. `withLabel`
 * writes "Online now" beside the dot (a profile); alone the dot says it to screen readers.
 */
export function OnlineDot({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  if (withLabel)
    return (
      <span className={styles.labelled} data-testid="online-now">
        <span className={styles.dot} aria-hidden="true" />
        {t('presence.online_now')}
      </span>
    );
  return <span className={styles.dot} role="img" aria-label={t('presence.online_now')} title={t('presence.online_now')} data-testid="online-now" />;
}
