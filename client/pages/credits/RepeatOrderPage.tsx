import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { useCreditsOverview } from '#client/queries/credits';
import * as styles from './credits.css';
import { PackageList } from './PackageList';
import { useStartPayment } from './useStartPayment';

/** /credits/repeat-order: one click buys again on the stored card, PayPal or bank mandate. */
export function RepeatOrderPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const overview = useCreditsOverview();
  const start = useStartPayment();
  const [chosen, setChosen] = useState<string>();
  if (!overview) return null;
  const selected = chosen ?? overview.packages.find((item) => item.highlighted)?.id ?? overview.packages[0]?.id;
  if (!overview.mandate) {
    return (
      <section className={styles.statusCard}>
        <title>{`${t('credits.repeat_title')} | ${settings.name}`}</title>
        <h1 className={styles.title}>{t('credits.repeat_title')}</h1>
        <p className={styles.muted}>{t('payments.no_mandate')}</p>
        <Link to="/credits" className={button.primary}>
          {t('credits.title')}
        </Link>
      </section>
    );
  }
  return (
    <div className={styles.pageStack}>
      <title>{`${t('credits.repeat_title')} | ${settings.name}`}</title>
      <header className={styles.heading}>
        <h1 className={styles.title}>{t('credits.repeat_title')}</h1>
        <p className={styles.muted}>{t('credits.repeat_text', { label: overview.mandate.label })}</p>
      </header>
      <PackageList packages={overview.packages} selectedId={selected} onChoose={(item) => setChosen(item.id)} />
      {start.message && <Alert tone="danger">{start.message}</Alert>}
      <div className={styles.actions}>
        <button
          type="button"
          className={button.primary}
          disabled={start.pending || !selected}
          onClick={() => selected && start.repeat(selected)}
          data-testid="repeat-buy"
        >
          {t('credits.repeat_buy')}
        </button>
        <Link to="/credits" className={button.ghost}>
          {t('credits.other_method')}
        </Link>
      </div>
    </div>
  );
}
