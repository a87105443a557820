import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../components/Footer/Footer';
import { Logo } from '../components/Logo/Logo';
import { SiteEntryWarning } from '../components/SiteEntryWarning/SiteEntryWarning';
import { RESTRICTED_LAYOUT_COUNTRIES } from '../components/SiteEntryWarning/rules';
import { container, page } from '../styles/layout.css';
import * as styles from './layouts.css';

/** The lander layout (docs/product.md#layouts): a minimal bar with the logo, the page, footer and disclaimer. */
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
      <SiteEntryWarning onlyCountries={RESTRICTED_LAYOUT_COUNTRIES} />
    </div>
  );
}
