import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSettings } from '#client/app-context';
import type { PushStatus } from '#client/push/browser';
import { usePushActions, usePushStatus } from '#client/push/usePush';
import { button } from '../Button/button.css';
import { isMembersAreaPath } from '../TimeBonus/rules';
import { BellIcon } from './BellIcon';
import * as styles from './PushAlert.css';
import { HIDE_PUSH_ALERT_KEY, shouldShowPushAlert } from './rules';

/** Read in the browser only: the status is 'unknown' on the server and while hydrating, and the alert shows nothing then. */
function wanted(status: PushStatus): boolean {
  let dismissedAt: string | null = null;
  try {
    dismissedAt = localStorage.getItem(HIDE_PUSH_ALERT_KEY);
  } catch {
    // Storage blocked (private mode): never dismissed as far as this page knows.
  }
  return shouldShowPushAlert({ status, dismissedAt, now: Date.now() });
}

/**
 * docs/product.md#push: in the members area, a member whose browser can take push and has none is
 * offered it — from a button, never by asking on load. "Not now" rests it for a month.
 */
export function PushAlert() {
  const { t } = useTranslation();
  const site = useSettings().name;
  const status = usePushStatus();
  const inArea = isMembersAreaPath(useLocation().pathname);
  const actions = usePushActions();
  const [closed, setClosed] = useState(false);
  // Kept after the answer: a member who just refused learns where to allow it later.
  const [asked, setAsked] = useState(false);
  if (!inArea || closed) return null;
  const refused = asked && status === 'denied';
  const done = asked && status === 'subscribed';
  if (!refused && !done && !wanted(status)) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(HIDE_PUSH_ALERT_KEY, new Date().toISOString());
    } catch {
      // Storage may be blocked (private mode); the alert then only stays closed for this page.
    }
    setClosed(true);
  };
  return (
    <aside className={styles.alert} aria-label={t('push.alert_label')} data-testid="push-alert">
      <span className={styles.icon}>
        <BellIcon />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>{done ? t('push.on_title') : refused ? t('push.denied_title') : t('push.alert_title')}</p>
        <p className={actions.error || done || refused ? styles.hint : `${styles.hint} ${styles.hintFromTablets}`} role={actions.error ? 'alert' : undefined}>
          {actions.error ?? (done ? t('push.on_text') : refused ? t('push.denied_short', { site }) : t('push.alert_text', { site }))}
        </p>
      </div>
      <div className={styles.actions}>
        {done ? null : refused ? (
          <Link to="/notifications" className={button.ghost}>
            {t('push.how_to_allow')}
          </Link>
        ) : (
          <button
            type="button"
            className={button.primary}
            disabled={actions.pending}
            onClick={() => {
              setAsked(true);
              actions.subscribe();
            }}
          >
            {t('push.turn_on')}
          </button>
        )}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={done ? t('signup.close') : t('push.not_now')}
        title={done ? t('signup.close') : t('push.not_now')}
        onClick={done ? () => setClosed(true) : dismiss}
      >
        ×
      </button>
    </aside>
  );
}
