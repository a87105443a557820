import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../../server/domain/profiles/fields';
import { usePageEnv, useSettings } from '../../../app-context';
import { CheckboxField } from '../../../components/Form/Field';
import * as formStyles from '../../../components/Form/Form.css';
import { useSubmit } from '../../../components/Form/useSubmit';
import { StepActions } from './StepActions';

/** Step 4: which e-mail notifications the member wants (all on by default). */
export function NotificationsStep({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const settings = useSettings();
  const [disabled, setDisabled] = useState<NotificationType[]>([]);
  const save = useSubmit(() => api.send('PUT', '/api/notifications.php', { disabled }), onDone);
  return (
    <form className={formStyles.form} onSubmit={save.submit} noValidate data-testid="signup-notifications">
      <p className={formStyles.hint}>{t('signup.notifications_intro')}</p>
      {NOTIFICATION_TYPES.map((type) => (
        <CheckboxField
          key={type}
          label={t(`notifications.${type}`, { site: settings.name })}
          checked={!disabled.includes(type)}
          onChange={(event) => setDisabled(event.target.checked ? disabled.filter((item) => item !== type) : [...disabled, type])}
        />
      ))}
      {save.message && <p className={formStyles.error}>{save.message}</p>}
      <StepActions pending={save.pending} onSkip={onDone} />
    </form>
  );
}
