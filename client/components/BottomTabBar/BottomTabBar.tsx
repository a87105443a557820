import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useUnreadChats } from '#client/queries/chats';
import { badgeText } from '#client/queries/likes';
import { useCurrentUser } from '#client/queries/user';
import { visuallyHidden } from '#client/styles/layout.css';
import { useNewLikes } from '../TopBar/Counters';
import { showsTabBar } from './rules';
import * as styles from './BottomTabBar.css';

/**
 * One tab: the icon over a short word, the count on the icon's corner. Its name is one hidden
 * text ("Chats (2)"), as in the top bar: the word and the count read in a row would run together.
 * NavLink marks the current section with aria-current="page", which the style colours.
 */
function Tab({ to, label, badge = 0, testId, children }: { to: string; label: string; badge?: number; testId: string; children: ReactNode }) {
  return (
    <li>
      <NavLink to={to} className={styles.tab} data-testid={testId}>
        <span className={styles.iconBox}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            {children}
          </svg>
          {badge > 0 && (
            <span className={styles.badge} data-testid={`${testId}-badge`} aria-hidden="true">
              {badgeText(badge)}
            </span>
          )}
        </span>
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
        <span className={visuallyHidden}>{badge ? `${label} (${badgeText(badge)})` : label}</span>
      </NavLink>
    </li>
  );
}

/** A member's five sections at a phone's foot, as the dating apps keep them (docs/product.md#tab-bar); the icons are the top bar's. */
export function BottomTabBar() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const unreadChats = useUnreadChats();
  const newLikes = useNewLikes();
  if (!user || !showsTabBar(pathname)) return null;
  return (
    <nav className={styles.bar} aria-label={t('tab_bar.label')} data-testid="tab-bar">
      <ul className={styles.list}>
        <Tab to="/members" label={t('tab_bar.search')} testId="tab-search">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5 21 21" />
        </Tab>
        <Tab to="/swipe-game" label={t('tab_bar.swipe')} testId="tab-swipe">
          <rect x="4" y="6" width="11" height="15" rx="2" />
          <path d="M9 3h9a2 2 0 0 1 2 2v13" />
        </Tab>
        <Tab to="/chats" label={t('tab_bar.chats')} badge={unreadChats} testId="tab-chats">
          <path d="M4 5h16v11H9l-5 4z" />
        </Tab>
        <Tab to="/likes" label={t('tab_bar.likes')} badge={newLikes} testId="tab-likes">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </Tab>
        <Tab to="/profile" label={t('tab_bar.profile')} testId="tab-profile">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
        </Tab>
      </ul>
    </nav>
  );
}
