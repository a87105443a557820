import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Page } from '#client/console/components/Page';
import { useConsoleSession } from '#client/console/queries/session';
import { useShortcuts } from '#client/console/shortcuts';
import { useSiteFilter, withSite } from '#client/console/site-filter';
import * as styles from '#client/console/styles.css';
import { fictionalProfileQuery } from '#client/console/queries/fictional';
import * as css from './fictional.css';
import { PhotoManager } from './PhotoManager';
import { ProfileForm } from './ProfileForm';

/** /fictional/new and /fictional/:id: the form beside the photos; Esc goes back to the list. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [site] = useSiteFilter();
  const session = useConsoleSession();
  const id = params.id ? Number(params.id) : undefined;
  const loaded = useQuery(fictionalProfileQuery(id));
  const profile = loaded.data?.profile;
  const sites = session.data?.sites ?? [];
  const back = withSite('/fictional', site);

  useShortcuts({ Escape: () => void navigate(back) });

  const title = profile ? t('fictional.form.edit_title', { name: profile.name }) : t('fictional.form.new_title');
  return (
    <Page
      title={title}
      actions={
        <Link className={styles.button.secondary} to={back}>
          {t('fictional.form.back')} <kbd className={styles.kbd}>Esc</kbd>
        </Link>
      }
    >
      <ErrorNote error={loaded.error} />
      {id !== undefined && loaded.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : (
        (id === undefined || profile) && (
          <div className={css.editGrid}>
            <ProfileForm
              key={profile?.id ?? 'new'}
              profile={profile}
              sites={sites}
              defaultSite={site ?? sites[0]?.id ?? ''}
              onSaved={(saved) => {
                if (saved !== id) void navigate(withSite(`/fictional/${saved}`, site), { replace: true });
              }}
            />
            {profile ? (
              <PhotoManager profile={profile} />
            ) : (
              <section className={`${styles.card} ${css.photos}`}>
                <p className={styles.muted}>{t('fictional.photos.after_create')}</p>
              </section>
            )}
          </div>
        )
      )}
    </Page>
  );
}
