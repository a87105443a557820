import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ActivationReminder } from '../components/ActivationReminder/ActivationReminder';
import { Footer } from '../components/Footer/Footer';
import { LoadingBar } from '../components/LoadingBar/LoadingBar';
import { MemberAlerts } from '../components/MemberAlerts/MemberAlerts';
import { SiteEntryWarning } from '../components/SiteEntryWarning/SiteEntryWarning';
import { TimeBonusBanner } from '../components/TimeBonus/TimeBonusBanner';
import { TimeBonusModal } from '../components/TimeBonus/TimeBonusModal';
import { TopBar } from '../components/TopBar/TopBar';
import { AttentionCounters } from '../components/TopBar/Counters';
import { AutoLike } from '../components/LikeModals/AutoLike';
import { LikeModalsHost } from '../components/LikeModals/LikeModals';
import { SignupModalHost } from '../pages/signup/SignupModal';
import { container, main, page } from '../styles/layout.css';
import * as styles from './layouts.css';

/**
 * The default layout (docs/product.md#layouts): loading bar, top bar, time-bonus banner, warnings,
 * page, footer, disclaimers, the members area's one alert, entry warning, signup, time-bonus and
 * like modals.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <SignupModalHost>
      <LikeModalsHost>
        <AttentionCounters />
        <AutoLike />
        <div className={page}>
          <LoadingBar />
          <TopBar />
          <TimeBonusBanner />
          <div className={`${container} ${styles.warnings}`}>
            <ActivationReminder />
          </div>
          <main className={`${container} ${main}`}>{children ?? <Outlet />}</main>
          <Footer />
          <MemberAlerts />
          <SiteEntryWarning />
          <TimeBonusModal />
        </div>
      </LikeModalsHost>
    </SignupModalHost>
  );
}
