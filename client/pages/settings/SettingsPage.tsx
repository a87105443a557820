import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { useHashTarget } from '#client/hooks/useHashTarget';
import { useCurrentUser } from '#client/queries/user';
import * as styles from '../account/account.css';
import { ChangeEmail } from './ChangeEmail';
import { ChangePassword } from './ChangePassword';
import { DataExport } from './DataExport';
import { DeleteAccount } from './DeleteAccount';
import { PreferenceSettings } from './PreferenceSettings';
import { VerificationSettings } from './VerificationSettings';

/** The account settings: language, invisible mode, verification, password, e-mail, a copy of one's data, deletion. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useCurrentUser();
  useHashTarget();
  // The route loader lets only members in; after logging out here, the page simply empties.
  if (!user) return null;
  return (
    <section className={styles.wide} data-testid="settings-page">
      <title>{`${t('settings.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('settings.title')}</h1>
      <PreferenceSettings user={user} />
      <VerificationSettings user={user} />
      <Link to="/notifications">{t('settings.notifications_link')}</Link>
      <ChangePassword />
      <ChangeEmail email={user.email} />
      <DataExport />
      <DeleteAccount />
    </section>
  );
}
