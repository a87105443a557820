import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import * as styles from './Toast.css';

const VISIBLE_MS = 6_000;

/**
 * A short confirmation at the bottom of the screen that goes away by itself, announced politely.
 * It can be closed, and waits while the pointer is over it or focus is in it (WCAG 2.2.1).
 */
export function Toast({ children, testId }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  useEffect(() => {
    if (paused) return;
    // A full period again after a pause: the reader who paused it wants the time to finish reading.
    const timer = setTimeout(() => setVisible(false), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [paused]);
  if (!visible) return null;
  return (
    <div
      className={styles.toast}
      role="status"
      data-testid={testId}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <span>{children}</span>
      <button type="button" className={styles.close} aria-label={t('toast.close')} onClick={() => setVisible(false)}>
        <svg className={styles.closeIcon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}
