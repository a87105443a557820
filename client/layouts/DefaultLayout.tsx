import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ActivationReminder } from '../components/ActivationReminder/ActivationReminder';
import { Footer } from '../components/Footer/Footer';
import { SiteEntryWarning } from '../components/SiteEntryWarning/SiteEntryWarning';
import { TopBar } from '../components/TopBar/TopBar';
import { SignupModalHost } from '../pages/signup/SignupModal';
import { container, main, page } from '../styles/layout.css';
import * as styles from './layouts.css';

/** SPEC §2 default layout: top bar, warnings, page, footer with disclaimers, entry warning, signup modal. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <SignupModalHost>
      <div className={page}>
        <TopBar />
        <div className={`${container} ${styles.warnings}`}>
          <ActivationReminder />
        </div>
        <main className={`${container} ${main}`}>{children ?? <Outlet />}</main>
        <Footer />
        <SiteEntryWarning />
      </div>
    </SignupModalHost>
  );
}
