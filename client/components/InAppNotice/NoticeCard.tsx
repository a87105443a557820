import { useEffect, useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link } from 'react-router';
import { Avatar } from '#client/components/ProfileCard/Avatar';
import { visuallyHidden } from '#client/styles/layout.css';
import * as styles from './InAppNotice.css';
import type { Notice } from './notices';
import { firstWords } from './rules';

const VISIBLE_MS = 5_000;

/** The card's two lines: who (or what happened) in bold, then what they wrote or what it means. */
function useLines(notice: Notice): { title: string; line: string } {
  const { t } = useTranslation();
  const { name } = notice.profile;
  switch (notice.line.kind) {
    case 'text':
      return { title: name, line: firstWords(notice.line.text) };
    case 'gift':
      return { title: name, line: t('in_app_notice.gift') };
    case 'photo':
      return { title: name, line: t('in_app_notice.photo') };
    case 'like':
      return { title: t('in_app_notice.like_title'), line: t('in_app_notice.like_text', { name }) };
    case 'match':
      return { title: t('in_app_notice.match_title'), line: t('in_app_notice.match_text', { name }) };
  }
}

/**
 * One notice: the member's photo, two lines, a tap opens what it is about. It goes after 5 s by
 * itself, and waits while the pointer is over it or focus is in it (WCAG 2.2.1), like the toast.
 */
export function NoticeCard({ notice, onClose }: { notice: Notice; onClose(id: number): void }) {
  const { id } = notice;
  const { t } = useTranslation();
  const { title, line } = useLines(notice);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  useEffect(() => {
    if (paused) return;
    // A full period again after a pause: who paused it wants the time to finish reading.
    const timer = setTimeout(() => onClose(id), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [paused, onClose, id]);
  return (
    <div
      className={styles.card}
      data-testid="in-app-notice"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <Link to={notice.to} className={styles.link} onClick={() => onClose(id)}>
        {/* The name follows in text: the photo adds nothing for a screen reader. */}
        <span className={styles.photo} aria-hidden="true">
          <Avatar profile={notice.profile} />
        </span>
        <span className={styles.text}>
          {notice.subject.kind === 'message' && <span className={visuallyHidden}>{t('in_app_notice.message')} </span>}
          <span className={styles.title}>{title}</span>
          <span className={styles.line}>{line}</span>
        </span>
      </Link>
      <button type="button" className={styles.close} aria-label={t('in_app_notice.close')} onClick={() => onClose(id)}>
        <svg className={styles.closeIcon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}
