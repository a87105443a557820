import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { isApiError } from '#client/api/client';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { ProfileGrid } from '#client/components/ProfileCard/ProfileCard';
import { searchFilters, searchQuery } from '#client/queries/members';
import { useCurrentUser } from '#client/queries/user';
import { useTrafficSource } from '#client/lib/tracking';
import { SearchFilters } from './SearchFilters';
import * as styles from './members.css';

const COUNT_CAP = 1000;
/** The cards of a first row on a wide screen (two on a phone): their photos are the page's first pictures. */
const FIRST_ROW = 4;

/** /members: the filters live in the URL, results are appended page by page. */
export function SearchPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = searchFilters(params);
  const network = useTrafficSource();
  const user = useCurrentUser();
  // docs/product.md#search-visitors: visitors search only where the site allows it (or with a traffic source, if it asks for one).
  const allowed = Boolean(user) || settings.logged_out_search || (settings.logged_out_search_trafficsource && Boolean(network));
  const search = useInfiniteQuery({ ...searchQuery(api, network ? { ...filters, network } : filters), enabled: allowed });
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];
  const total = search.data?.pages[0]?.numResults;
  // Without a choice in the URL the server searched for whom the member is looking for.
  const gender = filters.gender ?? search.data?.pages[0]?.gender ?? 'any';
  const mustLogIn = !allowed || (isApiError(search.error) && search.error.code === 'authentication_required');

  return (
    <section className={styles.page}>
      <title>{`${t('search.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('search.title')}</h1>
      <div className={styles.layout}>
        <SearchFilters
          key={`${params.toString()}|${gender}`}
          initial={filters}
          gender={gender}
          onSearch={(next) => navigate(`/members?${new URLSearchParams(next)}`)}
          onClear={() => navigate('/members')}
        />
        <div className={styles.results} data-testid="search-results">
          {mustLogIn && (
            <Alert tone="info" testId="search-login">
              <span>{t('search.login_needed')}</span> <Link to="/login?redirect=/members">{t('nav.login')}</Link>
            </Alert>
          )}
          {search.isError && !mustLogIn && <Alert tone="danger">{search.error.message}</Alert>}
          {total !== undefined && (
            <p className={styles.count} data-testid="search-count">
              {total > COUNT_CAP ? t('search.results_capped', { number: COUNT_CAP }) : t('search.results', { number: total })}
            </p>
          )}
          {search.isSuccess && results.length === 0 && <Alert tone="info">{t('search.none')}</Alert>}
          <ProfileGrid profiles={results} priority={FIRST_ROW} />
          {search.hasNextPage && (
            <button type="button" className={`${button.secondary} ${styles.more}`} onClick={() => search.fetchNextPage()} disabled={search.isFetchingNextPage}>
              {t('search.more')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
