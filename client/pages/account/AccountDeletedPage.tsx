import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import { reactivateByToken } from '#client/queries/account';
import { useCurrentUser, useSignedIn } from '#client/queries/user';
import { WELCOME_BACK_PATH } from '../home/welcome';
import * as styles from './account.css';

const REACTIVATION_DAYS = 14;

/** /account-deleted: after deletion, and the target of the reactivation link (?token=…). */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const signedIn = useSignedIn();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const token = params.get('token');
  const reactivate = useSubmit(
    () => reactivateByToken(api, token),
    ({ user }) => signedIn(user, WELCOME_BACK_PATH),
  );
  // A member who opens this page (a bookmark, an old link) without deleting must not read that they did.
  if (user && user.status !== 'pending_deletion') {
    return (
      <section className={styles.card} data-testid="account-active">
        <title>{`${t('deletion.active_title')} | ${settings.name}`}</title>
        <h1 className={styles.title}>{t('deletion.active_title')}</h1>
        <p>{t('deletion.active_text', { site: settings.name })}</p>
        <Link to="/" className={button.primary}>
          {t('activation.continue')}
        </Link>
      </section>
    );
  }
  return (
    <section className={styles.card} data-testid="account-deleted">
      <title>{`${t('deletion.deleted_title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('deletion.deleted_title')}</h1>
      <p>{t('deletion.deleted_text', { days: REACTIVATION_DAYS, site: settings.name })}</p>
      {token && (
        <>
          {reactivate.failure && <Alert tone="danger">{t('accounts.link_invalid')}</Alert>}
          <button type="button" className={button.primary} onClick={() => reactivate.submit()} disabled={reactivate.pending}>
            {t('deletion.reactivate')}
          </button>
        </>
      )}
    </section>
  );
}
