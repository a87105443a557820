import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSuspenseQuery } from '@tanstack/react-query';
import { usePageEnv, useSettings } from '#client/app-context';
import { companyInfoQuery } from '#client/queries/site';
import { container } from '#client/styles/layout.css';
import { LegalLinks } from '../LegalLinks/LegalLinks';
import * as styles from './Footer.css';

/** The footer links (docs/product.md#footer), in their order. */
const FOOTER_LINKS = [
  ['/pages/terms', 'footer.terms'],
  ['/pages/privacy', 'footer.privacy'],
  ['/pages/cookies', 'footer.cookies'],
  ['/pages/ban', 'footer.ban'],
  ['/pricing', 'footer.pricing'],
  ['/complaints', 'footer.complaints'],
  ['/pages/return-policy', 'footer.return_policy'],
  ['/pages/faq', 'footer.faq'],
  ['/pages/service', 'footer.service'],
  ['/pages/imprint', 'footer.imprint'],
] as const;

/** The US-only footer is English only, for visitors from the US (docs/product.md#footer). */
export function showUsFooter(country: string | null, language: string): boolean {
  return country === 'US' && language === 'en';
}

/**
 * The full footer, or the lander layout's compact one: the legal links in one line, opening new
 * tabs since a lander ends in its sign-up form (decision 0147), then the disclaimer.
 */
export function Footer({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const { data: company, dataUpdatedAt } = useSuspenseQuery(companyInfoQuery(usePageEnv().api));
  // The year the server fetched the company details in, not the browser's clock: both renders then
  // agree while hydrating, whatever the phone's clock says or when midnight on New Year's Eve falls.
  const year = new Date(dataUpdatedAt).getUTCFullYear();
  return (
    <footer className={styles.footer}>
      <div className={container}>
        {compact && <LegalLinks newTab />}
        {!compact && (
          <nav aria-label={t('footer.label')}>
            <ul className={styles.links}>
              {FOOTER_LINKS.map(([to, key]) => (
                <li key={to}>
                  <Link to={to} className={styles.link}>
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className={styles.disclaimer} data-testid="disclaimer">
          {t('footer.disclaimer', { site: settings.name, fictional: settings.fictional_plural })}
        </p>
        {showUsFooter(settings.geoip_country, i18n.language) && (
          <p className={styles.disclaimer} data-testid="us-footer">
            {t('footer.us_notice', { site: settings.name })}
          </p>
        )}
        <p className={styles.copyright}>{t('footer.copyright', { year, site: settings.name, domain: settings.domain, company: company.name })}</p>
      </div>
    </footer>
  );
}
