import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../components/Footer/Footer';
import { Logo } from '../components/Logo/Logo';
import { SiteEntryWarning } from '../components/SiteEntryWarning/SiteEntryWarning';
import { container, page } from '../styles/layout.css';
import * as styles from './layouts.css';

/**
 * The lander layout (docs/product.md#layouts): a minimal bar with the logo, the page, the compact
 * footer with the legal links and disclaimer. The entry warning follows the site's countries as on
 * every other public page: a lander is where an ad's visitor first arrives (decision 0147).
 */
export function LanderLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={page}>
      <header className={styles.landerBar}>
        <div className={container}>
          <Logo />
        </div>
      </header>
      <main className={styles.landerMain}>{children ?? <Outlet />}</main>
      <Footer compact />
      <SiteEntryWarning />
    </div>
  );
}
