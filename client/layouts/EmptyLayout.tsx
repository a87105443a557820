import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteEntryWarning } from '../components/SiteEntryWarning/SiteEntryWarning';
import { RESTRICTED_LAYOUT_COUNTRIES } from '../components/SiteEntryWarning/rules';

/** The empty layout (docs/product.md#layouts): just the page, with the entry warning for NL and DE. */
export function EmptyLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      {children ?? <Outlet />}
      <SiteEntryWarning onlyCountries={RESTRICTED_LAYOUT_COUNTRIES} />
    </>
  );
}
