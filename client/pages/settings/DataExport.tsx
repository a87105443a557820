import { useId } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import * as styles from '../account/account.css';

/**
 * "Download my data" (docs/product.md#member-data): a plain link, so the browser streams the ZIP
 * straight to disk and the page stays. A refused download (three an hour) comes back here as
 * ?export_error=…, which is shown in the member's words.
 */
export function DataExport() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [params] = useSearchParams();
  const headingId = useId();
  const error = params.get('export_error');
  const minutes = Number(params.get('minutes')) || 60;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('data_export.title')}
      </h2>
      <p className={styles.muted}>{t('data_export.text', { site: settings.name })}</p>
      {error && <Alert tone="danger">{error === 'too_many_exports' ? t('data_export.rate_limited', { count: minutes }) : t('data_export.failed')}</Alert>}
      <div>
        <a className={button.secondary} href="/api/export.php" data-testid="data-export-link">
          {t('data_export.download')}
        </a>
      </div>
    </section>
  );
}
