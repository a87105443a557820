import { useTranslation } from '#client/i18n/useTranslation';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { isApiError } from '#client/api/client';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '#server/contract/languages';
import { ErrorNote } from '../components/ErrorNote';
import { switchConsoleLanguage } from '../i18n';
import { NAV } from '../nav';
import { useConsoleSession, useSignOut } from '../queries/session';
import { useSiteFilter } from '../site-filter';
import * as styles from '../styles.css';
import * as css from './ConsoleLayout.css';

/** Every screen behind the sign-in: the menu of what the role may open, the site filter, the operator. */
export function ConsoleLayout() {
  const { t, i18n } = useTranslation();
  const session = useConsoleSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [site, setSite] = useSiteFilter();
  const logout = useSignOut(() => navigate('/login'));

  if (session.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (session.error) {
    if (isApiError(session.error) && session.error.status === 401) {
      return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
    }
    return <ErrorNote error={session.error} />;
  }
  const { operator, sites } = session.data;
  const items = NAV.filter((item) => operator.areas.includes(item.area));

  return (
    <div className={css.shell}>
      <nav className={css.sidebar} aria-label={t('layout.menu')}>
        <span className={css.brand}>{t('layout.title')}</span>
        <ul className={css.navList}>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={{ pathname: item.path, search: site ? `?site=${site}` : '' }} end={item.path === '/'} className={css.navLink}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={css.main}>
        <header className={css.topBar}>
          <label>
            <span className={styles.visuallyHidden}>{t('layout.site')}</span>
            <select className={styles.input} value={site ?? ''} onChange={(event) => setSite(event.target.value || undefined)}>
              <option value="">{t('layout.all_sites')}</option>
              {sites.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
          <span className={css.spacer} />
          <label>
            <span className={styles.visuallyHidden}>{t('layout.language')}</span>
            <select
              className={styles.input}
              value={i18n.language}
              onChange={(event) => {
                if (isLanguage(event.target.value)) void switchConsoleLanguage(i18n, event.target.value);
              }}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
          </label>
          <span className={css.who}>
            {operator.email} · {t(`roles.${operator.role}`)}
          </span>
          <button type="button" className={styles.button.secondary} onClick={() => logout.mutate()} disabled={logout.isPending}>
            {t('layout.sign_out')}
          </button>
        </header>
        <main className={css.content}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
