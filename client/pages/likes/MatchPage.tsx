import { Link, useParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { Avatar } from '#client/components/ProfileCard/Avatar';
import { VerifiedBadge } from '#client/components/VerifiedBadge/VerifiedBadge';
import { matchIds, useLikes } from '#client/queries/likes';
import * as styles from './likes.css';

/** /likes/m/{id}: one match, with the way to start the conversation. */
export function MatchPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const likes = useLikes();
  const id = Number(useParams().id);
  if (!likes) return null;
  const profile = likes.profiles.find((card) => card.id === id);
  if (!profile || !matchIds(likes).includes(id)) return <Alert tone="info">{t('likes_ui.no_match')}</Alert>;
  return (
    <section className={styles.match} data-testid="match-page">
      <title>{`${t('likes_ui.match_title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('likes_ui.match_title')}</h1>
      <Avatar profile={profile} size="large" />
      <p>
        {t('likes_ui.match_text', { name: profile.name })} {profile.verified && <VerifiedBadge />}
      </p>
      <div className={styles.matchActions}>
        <Link to={`/members/${id}/chat`} className={button.primary}>
          {t('likes_ui.start_chat')}
        </Link>
        <Link to={`/members/${id}`} className={button.ghost}>
          {t('likes_ui.view_profile')}
        </Link>
      </div>
    </section>
  );
}
