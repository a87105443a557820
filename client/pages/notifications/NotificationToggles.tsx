import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TYPES, type NotificationType } from '#server/shared/profile-fields';
import { useSettings } from '#client/app-context';
import { CheckboxField } from '#client/components/Form/Field';

/** One switch per e-mail notification type (docs/product.md#notifications); `disabled` lists the ones turned off. */
export function NotificationToggles({ disabled, onChange }: { disabled: NotificationType[]; onChange(disabled: NotificationType[]): void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <>
      {NOTIFICATION_TYPES.map((type) => (
        <CheckboxField
          key={type}
          label={t(`notifications.${type}`, { site: settings.name })}
          checked={!disabled.includes(type)}
          onChange={(event) => onChange(event.target.checked ? disabled.filter((item) => item !== type) : [...disabled, type])}
        />
      ))}
    </>
  );
}
