import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LoadingBar } from '../components/LoadingBar/LoadingBar';
import { SiteEntryWarning } from '../components/SiteEntryWarning/SiteEntryWarning';
import { RESTRICTED_LAYOUT_COUNTRIES } from '../components/SiteEntryWarning/rules';
import * as styles from './layouts.css';
import { AttentionCounters, BottomTabBar, InAppNotice, TimeBonusBanner } from '#client/components/MemberParts/member-parts';

/**
 * The chat layout (docs/product.md#layouts): full screen with the loading bar; the entry warning
 * only for NL and DE; the time-bonus banner on /chats; the title's count of what waits, as on every
 * other member page; the tab bar under the list on phones (an open conversation has its composer there).
 */
export function ChatLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.fullScreen}>
      <AttentionCounters />
      <InAppNotice layout="chat" />
      <LoadingBar />
      <TimeBonusBanner fixed />
      <main className={styles.fullScreenMain}>{children ?? <Outlet />}</main>
      <BottomTabBar />
      <SiteEntryWarning onlyCountries={RESTRICTED_LAYOUT_COUNTRIES} />
    </div>
  );
}
