import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../components/Footer/Footer';
import { SiteEntryWarning } from '../components/SiteEntryWarning/SiteEntryWarning';
import { TopBar } from '../components/TopBar/TopBar';
import { container, main, page } from '../styles/layout.css';

/** SPEC §2 default layout: top bar, page, footer with disclaimers, site-entry warning. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={page}>
      <TopBar />
      <main className={`${container} ${main}`}>{children ?? <Outlet />}</main>
      <Footer />
      <SiteEntryWarning />
    </div>
  );
}
