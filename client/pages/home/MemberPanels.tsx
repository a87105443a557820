import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { Avatar } from '#client/components/ProfileCard/Avatar';
import { useChats } from '#client/queries/chats';
import { badgeText, useLikes } from '#client/queries/likes';
import type { CurrentUser } from '#client/queries/user';
import { swipeDeckQuery } from '#client/queries/swipe';
import * as faceStyles from './faces.css';
import { FaceTile } from './FaceTile';
import * as styles from './MemberHome.css';
import { nearbyQuery } from '#client/queries/home';

/** Two rows of three on a phone, one row on a wide screen. */
const ROW = 6;
const WAITING_CHATS = 3;
const STACK = 3;

function Panel({ title, more, wide = false, testId, children }: { title: string; more?: ReactNode; wide?: boolean; testId: string; children: ReactNode }) {
  return (
    <section className={wide ? styles.widePanel : styles.panel} aria-label={title} data-testid={testId}>
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{title}</h2>
        {more}
      </div>
      {children}
    </section>
  );
}

/** An empty panel says why and leads somewhere. */
function Empty({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <>
      <p className={styles.empty}>{text}</p>
      <Link to={to} className={`${button.outlineLight} ${styles.emptyAction}`}>
        {action}
      </Link>
    </>
  );
}

/** Today's swipe game: the likes left and a peek at the deck. */
export function SwipePanel() {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const deck = useQuery(swipeDeckQuery(api)).data;
  const left = deck?.likes_left ?? 0;
  const faces = (deck?.profiles ?? []).filter((card) => card.main_image).slice(0, STACK);
  return (
    <Panel title={t('home.dashboard.swipe_title')} wide testId="home-swipe">
      {deck && (left === 0 || deck.profiles.length === 0) ? (
        <Empty text={t('home.dashboard.swipe_done')} action={t('home.member.match_finder_title')} to="/match-finder" />
      ) : (
        <div className={styles.deck}>
          {faces.length > 0 && (
            <span className={styles.stack} aria-hidden="true">
              {faces.map((card) => (
                <span key={card.id} className={styles.stackFace}>
                  <Avatar profile={card} />
                </span>
              ))}
            </span>
          )}
          <span className={styles.swipeText}>
            <span>{t('home.dashboard.swipe_left', { count: left })}</span>
            <Link to="/swipe-game" className={button.primary}>
              {t('home.dashboard.swipe_start')}
            </Link>
          </span>
        </div>
      )}
    </Panel>
  );
}

/** Conversations with unread messages, most recent first (the chats list's order). */
export function ChatsPanel() {
  const { t } = useTranslation();
  const chats = useChats();
  const waiting = (chats ?? []).filter((chat) => chat.num_unread_messages > 0);
  return (
    <Panel
      title={t('home.dashboard.chats_title')}
      testId="home-chats"
      more={
        <Link to="/chats" className={styles.more}>
          {t('home.dashboard.all_chats')}
        </Link>
      }
    >
      {waiting.length === 0 ? (
        <Empty text={t('home.dashboard.chats_empty')} action={t('home.dashboard.chats_empty_action')} to="/members" />
      ) : (
        <ul className={styles.chats}>
          {waiting.slice(0, WAITING_CHATS).map((chat) => (
            <li key={chat.conversation.id}>
              <Link to={`/chats/${chat.conversation.id}`} className={styles.chat} data-testid="home-chat">
                <span className={styles.chatAvatar}>
                  <Avatar profile={chat.profile} />
                </span>
                <span className={styles.chatText}>
                  <span className={styles.chatName}>{chat.profile.name}</span>
                  <span className={styles.chatPreview}>{chat.last_message?.text || t('home.dashboard.chat_no_text')}</span>
                </span>
                <span className={styles.unread} aria-label={t('home.dashboard.unread', { count: chat.num_unread_messages })}>
                  {badgeText(chat.num_unread_messages)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Who liked the member: the likes overview's cards (the server applies the likes rules, as on /likes), new ones marked. */
export function LikesPanel() {
  const { t } = useTranslation();
  const likes = useLikes();
  const received = (likes?.liked_by ?? []).flatMap((entry) => {
    const card = likes?.profiles.find((profile) => profile.id === entry.id);
    return card ? [{ card, isNew: entry.like_new }] : [];
  });
  return (
    <Panel
      title={t('home.dashboard.likes_title')}
      testId="home-likes"
      more={
        received.length > 0 && (
          <Link to="/likes" className={styles.more}>
            {t('home.dashboard.see_all')}
          </Link>
        )
      }
    >
      {received.length === 0 ? (
        <Empty text={t('home.dashboard.likes_empty')} action={t('home.dashboard.likes_empty_action')} to="/swipe-game" />
      ) : (
        <ul className={faceStyles.row}>
          {received.slice(0, ROW).map(({ card, isNew }) => (
            <li key={card.id}>
              <FaceTile face={card} to={`/members/${card.id}`} badge={isNew ? t('home.dashboard.new') : undefined} testId="home-like" />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** New members of the member's country, those of their own region first. */
export function NearbyPanel({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const country = user.profile?.country ?? '';
  const region = user.profile?.region;
  const results = useQuery({ ...nearbyQuery(api, country), enabled: Boolean(country) }).data?.results ?? [];
  const faces = results
    .filter((card) => card.main_image && card.id !== user.id)
    .sort((a, b) => Number(b.region === region) - Number(a.region === region))
    .slice(0, ROW);
  return (
    <Panel
      title={t('home.dashboard.nearby_title')}
      wide
      testId="home-nearby"
      more={
        <Link to={country ? `/members?country=${country}` : '/members'} className={styles.more}>
          {t('home.dashboard.see_more')}
        </Link>
      }
    >
      {faces.length === 0 ? (
        <Empty text={t('home.dashboard.nearby_empty')} action={t('home.member.search_title')} to="/members" />
      ) : (
        <ul className={faceStyles.row}>
          {faces.map((card, index) => (
            <li key={card.id}>
              <FaceTile face={card} to={`/members/${card.id}`} priority={index < 2} testId="home-nearby-face" />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
