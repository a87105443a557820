import { NavLink, useParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { ProfileGrid } from '#client/components/ProfileCard/ProfileCard';
import { badgeText, matchIds, useLikes } from '#client/queries/likes';
import * as styles from './likes.css';
import { LIKE_TABS, type LikeTab } from './tabs';

/** /likes and /likes/{type}: who liked me, whom I liked, and our matches. */
export function LikesPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const likes = useLikes();
  const tab = (useParams().type ?? 'received') as LikeTab;
  if (!likes) return null;
  const matches = new Set(matchIds(likes));
  const newCount = likes.liked_by.filter((entry) => entry.like_new).length;
  const ids: Record<LikeTab, number[]> = { received: likes.liked_by.map((entry) => entry.id), sent: likes.liked, matches: [...matches] };
  const cards = ids[tab].flatMap((id) => likes.profiles.filter((card) => card.id === id));

  return (
    <section className={styles.page} data-testid="likes-page">
      <title>{`${t(`likes_ui.tabs.${tab}`)} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('likes_ui.title')}</h1>
      <nav className={styles.tabs} aria-label={t('likes_ui.title')}>
        {LIKE_TABS.map((name) => (
          <NavLink
            key={name}
            to={`/likes/${name}`}
            className={({ isActive }) => (isActive || (name === 'received' && tab === 'received') ? styles.tabActive : styles.tab)}
          >
            {t(`likes_ui.tabs.${name}`)}
            {name === 'received' && newCount > 0 && <span className={styles.badge}>{badgeText(newCount)}</span>}
          </NavLink>
        ))}
      </nav>
      {cards.length ? <ProfileGrid profiles={cards} /> : <Alert tone="info">{t(`likes_ui.empty.${tab}`)}</Alert>}
    </section>
  );
}
