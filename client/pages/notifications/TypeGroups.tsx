import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import * as formStyles from '#client/components/Form/Form.css';
import * as styles from './notifications.css';
import { GROUPS, isPushType, type Change, type NotificationSetting } from './settings';
import { Switch } from './Switch';

/** One type: its e-mail switch, its push switch where it has one, and why it is off when the switch is not the reason. */
function TypeRow({ setting, busy, onChange }: { setting: NotificationSetting; busy: boolean; onChange(change: Change): void }) {
  const { t } = useTranslation();
  const site = useSettings().name;
  const label = t(`notifications.${setting.type}`, { site });
  const paused = setting.reason === 'bounce' || setting.reason === 'fbl';
  return (
    <li className={styles.row} data-testid={`notification-${setting.type}`}>
      <div className={styles.rowText}>
        <p className={styles.rowLabel}>{label}</p>
        <p className={styles.rowHint}>{t(`notifications_page.hints.${setting.type}`, { site })}</p>
        {setting.reason === 'unsubscribe' && (
          <p className={styles.note} data-testid="notification-unsubscribed">
            <span>{t('notifications_page.unsubscribed')}</span>
            <button
              type="button"
              className={formStyles.linkButton}
              disabled={busy}
              onClick={() => onChange({ type: setting.type, channel: 'email', on: true })}
            >
              {t('notifications_page.turn_back_on')}
            </button>
          </p>
        )}
      </div>
      <div className={styles.rowControls}>
        <Switch
          // While the address is paused (the banner says why), the e-mail switch says so instead of on or off.
          caption={paused ? t('notifications_page.paused') : t('notifications_page.email')}
          aria-label={t('notifications_page.switch', { type: label, channel: t('notifications_page.email') })}
          checked={setting.enabled}
          disabled={busy || paused}
          onChange={(event) => onChange({ type: setting.type, channel: 'email', on: event.target.checked })}
        />
        {isPushType(setting.type) && (
          <Switch
            caption={t('notifications_page.push')}
            aria-label={t('notifications_page.switch', { type: label, channel: t('notifications_page.push') })}
            checked={setting.push === true}
            disabled={busy}
            onChange={(event) => onChange({ type: setting.type, channel: 'push', on: event.target.checked })}
          />
        )}
      </div>
    </li>
  );
}

/** The types in their groups (messages, likes, the site's own mail), each group a card of rows. */
export function TypeGroups({ settings, busy, onChange }: { settings: readonly NotificationSetting[]; busy: boolean; onChange(change: Change): void }) {
  const { t } = useTranslation();
  const site = useSettings().name;
  return GROUPS.map((group) => {
    const members = group.types.flatMap((type) => settings.filter((setting) => setting.type === type));
    if (members.length === 0) return null;
    return (
      <section key={group.id} className={styles.group} aria-labelledby={`notification-group-${group.id}`}>
        <h2 id={`notification-group-${group.id}`} className={styles.groupTitle}>
          {t(`notifications_page.groups.${group.id}`, { site })}
        </h2>
        <ul className={`${styles.card} ${styles.rows}`}>
          {members.map((setting) => (
            <TypeRow key={setting.type} setting={setting} busy={busy} onChange={onChange} />
          ))}
        </ul>
      </section>
    );
  });
}
