import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { BellIcon } from '#client/components/PushAlert/BellIcon';
import { button } from '#client/components/Button/button.css';
import type { PushStatus } from '#client/push/browser';
import { usePushActions, usePushStatus } from '#client/push/usePush';
import * as styles from './notifications.css';

const ICON: Record<PushStatus, keyof typeof styles.pushIcon> = {
  unknown: 'off',
  unsupported: 'off',
  install: 'off',
  unsubscribed: 'off',
  subscribed: 'on',
  denied: 'blocked',
};

/** What each state says: its title and text keys. */
const TEXT: Record<PushStatus, [title: string, text: string | null]> = {
  unknown: ['push.checking', null],
  unsupported: ['push.unsupported_title', 'push.unsupported_text'],
  install: ['push.install_title', 'push.install_text'],
  unsubscribed: ['push.off_title', 'push.off_text'],
  subscribed: ['push.on_title', 'push.on_text'],
  denied: ['push.denied_title', 'push.denied_text'],
};

/**
 * This device's push (docs/product.md#push): its state, the one button that changes it, how many
 * devices of the member get pushes, and where a blocked permission is allowed again.
 */
export function PushCard({ devices, onChange }: { devices: number; onChange(): void }) {
  const { t } = useTranslation();
  const site = useSettings().name;
  const status = usePushStatus();
  const actions = usePushActions(onChange);
  const [title, text] = TEXT[status];
  return (
    <div className={`${styles.card} ${styles.push}`} data-testid="push-card" data-state={status}>
      <span className={styles.pushIcon[ICON[status]]}>
        <BellIcon />
      </span>
      <div className={styles.pushText}>
        <p className={styles.rowLabel} data-testid="push-state">
          {t(title, { site })}
        </p>
        {text && <p className={styles.rowHint}>{t(text, { site })}</p>}
        {status === 'denied' && (
          <ol className={styles.steps}>
            <li>{t('push.denied_step_1')}</li>
            <li>{t('push.denied_step_2')}</li>
            <li>{t('push.denied_step_3')}</li>
          </ol>
        )}
        {devices > 0 && (
          <p className={styles.rowHint} data-testid="push-devices">
            {t('push.devices', { number: devices })}
          </p>
        )}
        {actions.error && (
          <p className={styles.failure} role="alert">
            {actions.error}
          </p>
        )}
      </div>
      {(status === 'unsubscribed' || status === 'subscribed') && (
        <div className={styles.pushAction}>
          {status === 'subscribed' ? (
            <button type="button" className={button.outlineLight} disabled={actions.pending} onClick={actions.unsubscribe}>
              {t('push.turn_off')}
            </button>
          ) : (
            <button type="button" className={button.primary} disabled={actions.pending} onClick={actions.subscribe}>
              {t('push.turn_on')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
