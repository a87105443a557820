import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { visuallyHidden } from '#client/styles/layout.css';
import * as styles from './LegalLinks.css';

/**
 * The legal pages every place that takes a sign-up links, in this order (docs/product.md#footer):
 * ad networks refuse a landing page without them.
 */
export const LEGAL_PAGES = [
  ['/pages/terms', 'footer.terms'],
  ['/pages/privacy', 'footer.privacy'],
  ['/pages/cookies', 'footer.cookies'],
  ['/pages/imprint', 'footer.imprint'],
] as const;

interface LegalLinkProps {
  to: string;
  /** Beside a form: a new tab, so reading the terms loses nothing typed (decision 0147). */
  newTab?: boolean;
  className?: string;
  children: ReactNode;
}

export function LegalLink({ to, newTab = false, className, children }: LegalLinkProps) {
  const { t } = useTranslation();
  if (!newTab) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} target="_blank" rel="noopener">
      {children}
      <span className={visuallyHidden}> {t('footer.new_tab')}</span>
    </a>
  );
}

/** The four in one compact line: the lander layout's footer and the sign-up dialog. */
export function LegalLinks({ newTab = false, tone = 'footer' }: { newTab?: boolean; tone?: keyof typeof styles.line }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('footer.legal_label')} data-testid="legal-links">
      <ul className={styles.line[tone]}>
        {LEGAL_PAGES.map(([to, key]) => (
          <li key={to}>
            <LegalLink to={to} newTab={newTab} className={styles.link}>
              {t(key)}
            </LegalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
