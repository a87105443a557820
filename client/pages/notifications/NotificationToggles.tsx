import { useTranslation } from '#client/i18n/useTranslation';
import { NOTIFICATION_TYPES, type NotificationType } from '#server/contract/profile-fields';
import { useSettings } from '#client/app-context';
import * as styles from './notifications.css';
import { Switch } from './Switch';

/** Sign-up step 4: one e-mail switch per notification type (docs/product.md#notifications); `disabled` lists the ones turned off. */
export function NotificationToggles({ disabled, onChange }: { disabled: NotificationType[]; onChange(disabled: NotificationType[]): void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <ul className={styles.rows}>
      {NOTIFICATION_TYPES.map((type) => {
        const label = t(`notifications.${type}`, { site: settings.name });
        return (
          <li key={type} className={styles.compactRow}>
            <span>{label}</span>
            <Switch
              aria-label={label}
              checked={!disabled.includes(type)}
              onChange={(event) => onChange(event.target.checked ? disabled.filter((item) => item !== type) : [...disabled, type])}
            />
          </li>
        );
      })}
    </ul>
  );
}
