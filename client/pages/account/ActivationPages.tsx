import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import * as styles from './account.css';

/** /activate/done: the e-mail address is confirmed, by this link or (`?already=1`) before. */
export function ActivateDonePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const already = useSearchParams()[0].get('already') === '1';
  const title = already ? t('activation.already_title') : t('activation.done_title');
  return (
    <section className={styles.card} data-testid={already ? 'activate-already' : 'activate-done'}>
      <title>{`${title} | ${settings.name}`}</title>
      <h1 className={styles.title}>{title}</h1>
      <p>{already ? t('activation.already_text', { site: settings.name }) : t('activation.done_text', { site: settings.name })}</p>
      <Link to="/" className={button.primary}>
        {t('activation.continue')}
      </Link>
    </section>
  );
}

/** /activate/error: "Activation failed" with a contact-support hint (docs/product.md#accounts-activation). */
export function ActivateErrorPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <section className={styles.card} data-testid="activate-error">
      <title>{`${t('accounts.activation_failed')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('accounts.activation_failed')}</h1>
      <Alert tone="warning">
        <span>
          {t('accounts.activation_failed_hint')} <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
        </span>
      </Alert>
      <Link to="/pages/service">{t('footer.service')}</Link>
    </section>
  );
}
