import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import * as styles from './MemberShortcuts.css';

const SHORTCUTS = [
  { id: 'swipe', to: '/swipe-game', icon: '🔥' },
  { id: 'match_finder', to: '/match-finder', icon: '✨' },
  { id: 'search', to: '/members', icon: '🔍' },
] as const;

/** A member's ways to meet someone from the home page: the swipe game, the match finder, the search. */
export function MemberShortcuts() {
  const { t } = useTranslation();
  return (
    <nav className={styles.shortcuts} aria-label={t('home.member.label')} data-testid="member-shortcuts">
      {SHORTCUTS.map((shortcut) => (
        <Link key={shortcut.id} to={shortcut.to} className={styles.shortcut}>
          <span className={styles.icon} aria-hidden="true">
            {shortcut.icon}
          </span>
          <span className={styles.text}>
            <strong>{t(`home.member.${shortcut.id}_title`)}</strong>
            <span className={styles.hint}>{t(`home.member.${shortcut.id}_text`)}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
