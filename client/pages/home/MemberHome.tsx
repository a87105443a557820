import { useSearchParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import type { CurrentUser } from '#client/queries/user';
import * as styles from './MemberHome.css';
import { ChatsPanel, LikesPanel, NearbyPanel, SwipePanel } from './MemberPanels';
import { MemberShortcuts } from './MemberShortcuts';
import { WELCOME_BACK } from './welcome';

/** A member's home: new faces near them, today's swipes, who liked them, conversations waiting, the ways to meet someone. */
export function MemberHome({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [params] = useSearchParams();
  const name = user.profile?.name;
  return (
    <>
      <title>{`${t('home.dashboard.title')} | ${settings.name}`}</title>
      <header className={styles.header}>
        <h1 className={styles.greeting}>{name ? t('home.dashboard.greeting', { name }) : t('home.dashboard.title')}</h1>
        {params.get(WELCOME_BACK.name) === WELCOME_BACK.value && (
          <Alert tone="success" testId="welcome-back">
            {t('home.dashboard.welcome_back', { site: settings.name })}
          </Alert>
        )}
      </header>
      <div className={styles.panels} data-testid="member-home">
        <NearbyPanel user={user} />
        <SwipePanel />
        <LikesPanel />
        <ChatsPanel />
      </div>
      <MemberShortcuts />
    </>
  );
}
