import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../components/Footer/Footer';
import { LoadingBar } from '../components/LoadingBar/LoadingBar';
import { AgeGateNotice } from '../components/AgeCheck/AgeGateNotice';
import { SiteEntryWarning } from '../components/SiteEntryWarning/SiteEntryWarning';
import { TopBar } from '../components/TopBar/TopBar';
import { LikeModalsHost } from '../components/LikeModals/LikeModals';
import { SignupModalHost } from '../pages/signup/SignupModal';
import { container, main, page } from '../styles/layout.css';
import * as styles from './layouts.css';
import { MembersAreaAlert } from './MembersAreaAlert';
import {
  ActivationReminder,
  AttentionCounters,
  AutoLike,
  BottomTabBar,
  InAppNotice,
  TimeBonusBanner,
  TimeBonusModal,
} from '#client/components/MemberParts/member-parts';

/**
 * The default layout (docs/product.md#layouts): loading bar, top bar, time-bonus banner, warnings,
 * the members area's one alert, page, footer, disclaimers, a member's tab bar on phones, entry
 * warning, signup, time-bonus and like modals.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <SignupModalHost>
      <LikeModalsHost>
        <AttentionCounters />
        <InAppNotice layout="default" />
        <AutoLike />
        <div className={page}>
          <LoadingBar />
          <TopBar />
          <TimeBonusBanner />
          <div className={`${container} ${styles.warnings}`}>
            <ActivationReminder />
          </div>
          {/* Before the page: on phones the alert is a card at the top of the content (AlertCard). */}
          <AgeGateNotice />
          <MembersAreaAlert />
          <main className={`${container} ${main}`}>{children ?? <Outlet />}</main>
          <Footer />
          <BottomTabBar />
          <SiteEntryWarning />
          <TimeBonusModal />
        </div>
      </LikeModalsHost>
    </SignupModalHost>
  );
}
