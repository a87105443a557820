import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { nicheThemeClass } from '#themes';
import { themeOverrideCss } from '#themes/overrides';
import { usePageEnv, useSettings } from './app-context';
import { useBanRedirect } from './queries/ban';
import { useUserRefresh } from './queries/user';
import { LiveEvents, PushListener } from './components/MemberParts/member-parts';
import { SeoHead } from './seo/SeoHead';
import './styles/global.css';

export const STATE_SCRIPT_ID = '__page_state';

/** The whole HTML document: React renders and hydrates <html>, so lang and theme stay in sync. */
export function Document({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  const { css, state, nonce } = usePageEnv();
  const settings = useSettings();
  const overrides = themeOverrideCss(settings.theme);
  useUserRefresh();
  useBanRedirect();
  useEffect(() => {
    // Marks the page interactive: styles and browser tests can tell hydration is done.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={i18n.language} className={nicheThemeClass(settings.niche)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <SeoHead />
        <meta name="theme-color" content={settings.theme_color} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        {css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {overrides && <style nonce={nonce} dangerouslySetInnerHTML={{ __html: overrides }} />}
      </head>
      <body>
        <LiveEvents />
        <PushListener />
        {children ?? <Outlet />}
        <script id={STATE_SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: state }} />
      </body>
    </html>
  );
}
