import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { useDismissal } from '#client/hooks/useDismissal';
import { useHydrated } from '#client/hooks/useHydrated';
import type { PushStatus } from '#client/push/browser';
import { usePushActions, usePushStatus } from '#client/push/usePush';
import { AlertCard, alertCard } from '../AlertCard/AlertCard';
import { button } from '../Button/button.css';
import { BellIcon } from './BellIcon';
import { HIDE_PUSH_ALERT_KEY, shouldShowPushAlert } from './rules';

/** At the moment of rendering. */
function wanted(status: PushStatus, dismissedAt: string | null): boolean {
  return shouldShowPushAlert({ status, dismissedAt, now: Date.now() });
}

/**
 * docs/product.md#push: in the members area, a member whose browser can take push and has none is
 * offered it — from a button, never by asking on load. "Not now" rests it for a month. Shown by
 * the members area's alerts when no other alert comes first (docs/product.md#member-alerts).
 */
export function PushAlert({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const site = useSettings().name;
  const status = usePushStatus();
  const actions = usePushActions();
  const [dismissedAt, rest] = useDismissal(HIDE_PUSH_ALERT_KEY);
  // Whether push is on is the browser's to tell: nothing on the server, nor while hydrating, when
  // the page may already know the status the server could not.
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  // Kept after the answer: a member who just refused learns where to allow it later.
  const [asked, setAsked] = useState(false);
  if (closed) return null;
  const refused = asked && status === 'denied';
  const done = asked && status === 'subscribed';
  if (!hydrated || (!refused && !done && !wanted(status, dismissedAt))) return null;

  const close = () => {
    setClosed(true);
    onClose();
  };
  const dismiss = () => {
    rest();
    close();
  };
  return (
    <AlertCard
      label={t('push.alert_label')}
      icon={<BellIcon />}
      title={done ? t('push.on_title') : refused ? t('push.denied_title') : t('push.alert_title')}
      actions={
        done ? null : refused ? (
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
        )
      }
      closeLabel={done ? t('signup.close') : t('push.not_now')}
      onClose={done ? close : dismiss}
      testId="push-alert"
    >
      <p
        className={actions.error || done || refused ? alertCard.hint : `${alertCard.hint} ${alertCard.hintFromTablets}`}
        role={actions.error ? 'alert' : undefined}
      >
        {actions.error ?? (done ? t('push.on_text') : refused ? t('push.denied_short', { site }) : t('push.alert_text', { site }))}
      </p>
    </AlertCard>
  );
}
