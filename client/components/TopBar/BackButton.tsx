import { useSyncExternalStore } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useStandalone } from '#client/hooks/useStandalone';
import { visuallyHidden } from '#client/styles/layout.css';
import { button } from '../Button/button.css';
import * as styles from './TopBar.css';

/** The pages that get it (docs/product.md#top-bar): a profile, the likes, credits and payment method pages. */
const PAGES = ['/members/:id', '/likes/*', '/credits/*'];

/**
 * Whether going back stays in the site. The router numbers its history entries; window.history.length
 * would also count pages before the site and pages after this one (after a back).
 */
function hasPreviousPage(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

function onHistoryMove(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/** The installed app has no browser toolbar: there, these pages get a back button of their own. */
export function BackButton() {
  const { t } = useTranslation();
  const standalone = useStandalone();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canGoBack = useSyncExternalStore(onHistoryMove, hasPreviousPage, () => false);
  if (!standalone || !canGoBack || !PAGES.some((page) => matchPath(page, pathname))) return null;
  return (
    <button type="button" className={`${button.ghost} ${styles.compact} ${styles.iconLink}`} onClick={() => navigate(-1)} data-testid="back-button">
      <svg className={styles.backIcon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" />
      </svg>
      <span className={visuallyHidden}>{t('nav.back')}</span>
    </button>
  );
}
