import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { useOpenSignup } from '../SignupOpener/context';
import { useCurrentUser } from '#client/queries/user';
import { container, visuallyHidden } from '#client/styles/layout.css';
import { button } from '../Button/button.css';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';
import { Logo } from '../Logo/Logo';
import { CreditsOrPremium, ProfileMenu } from '#client/components/MemberParts/member-parts';
import { badgeText } from '#client/queries/likes';
import { useUnreadChats } from '#client/queries/chats';
import { showsTabBar } from '../BottomTabBar/rules';
import { BackButton } from './BackButton';
import { useNewLikes } from './Counters';
import * as styles from './TopBar.css';

/**
 * A top-bar link: an icon on phones, the word from 576 px up. Its name is one hidden text
 * ("Messages (2)"): the visible word and count, read in a row, would run together ("Messages2").
 */
function IconLink({
  to,
  label,
  badge = 0,
  testId,
  shownFrom,
  children,
}: {
  to: string;
  label: string;
  badge?: number;
  testId?: string;
  shownFrom?: keyof typeof styles.shownFrom;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`${button.ghost} ${styles.compact} ${styles.iconLink} ${styles.withBadge} ${shownFrom ? styles.shownFrom[shownFrom] : ''}`}>
      <svg className={styles.navIcon} viewBox="0 0 24 24" aria-hidden="true">
        {children}
      </svg>
      <span className={styles.navText} aria-hidden="true">
        {label}
      </span>
      {badge > 0 && (
        <span className={styles.badge} data-testid={testId} aria-hidden="true">
          {badgeText(badge)}
        </span>
      )}
      <span className={visuallyHidden}>{badge ? `${label} (${badgeText(badge)})` : label}</span>
    </Link>
  );
}

/**
 * Top navigation: search, and for members messages, the swipe game, likes and credits or Get Premium
 * (docs/product.md#top-bar). On a member's phone the tab bar at its foot holds the sections, so the
 * top bar keeps the mark, credits, language and the profile menu there.
 */
export function TopBar() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const openSignup = useOpenSignup();
  const settings = useSettings();
  const canSearch = Boolean(user) || settings.logged_out_search;
  const newLikes = useNewLikes();
  const unreadChats = useUnreadChats();
  const { pathname } = useLocation();
  // Below the tablet width the tab bar carries these (where it shows): the top bar leaves them out there.
  const inTabBar = Boolean(user) && showsTabBar(pathname);
  const sectionFrom = inTabBar ? 'md' : undefined;
  return (
    <header className={styles.bar}>
      <nav className={`${container} ${styles.inner}`} aria-label={t('nav.main')}>
        {/* A member's phone bar without the tab bar is full of their icons: the mark stands for the site there. */}
        <div className={styles.start}>
          <BackButton />
          <Logo nameOnPhones={!user || inTabBar} />
        </div>
        <div className={styles.actions}>
          {canSearch && (
            <IconLink to="/members" label={t('nav.search')} shownFrom={sectionFrom}>
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="M15.5 15.5 21 21" />
            </IconLink>
          )}
          {user && (
            <>
              <IconLink to="/chats" label={t('chat_ui.title')} badge={unreadChats} testId="chats-badge" shownFrom={sectionFrom}>
                <path d="M4 5h16v11H9l-5 4z" />
              </IconLink>
              {/* Without the tab bar a phone's top bar has no room left for it: the profile menu and the home page lead there. */}
              <IconLink to="/swipe-game" label={t('nav.swipe')} shownFrom={inTabBar ? 'md' : 'sm'}>
                <rect x="4" y="6" width="11" height="15" rx="2" />
                <path d="M9 3h9a2 2 0 0 1 2 2v13" />
              </IconLink>
              <IconLink to="/likes" label={t('likes_ui.title')} badge={newLikes} testId="likes-badge" shownFrom={sectionFrom}>
                <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
              </IconLink>
              <CreditsOrPremium user={user} />
            </>
          )}
          <LanguageMenu />
          {user ? (
            <ProfileMenu user={user} />
          ) : (
            <>
              <IconLink to="/login" label={t('nav.login')}>
                <circle cx="12" cy="8" r="4" />
                <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
              </IconLink>
              <Link
                to="/signup"
                className={`${button.primary} ${styles.compact}`}
                onClick={(event) => {
                  event.preventDefault();
                  openSignup();
                }}
              >
                {t('nav.signup')}
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
