import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { OPT_IN_NOTIFICATION_TYPES, type NotificationType } from '#server/contract/profile-fields';
import { usePageEnv } from '#client/app-context';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import { NotificationToggles } from '#client/pages/notifications/NotificationToggles';
import { StepActions } from './StepActions';
import { saveNotifications } from '#client/queries/notifications';

/** Step 4: which e-mail notifications the member wants: all on, but promotions, weekly updates and news wait for the member's yes (docs/product.md#notifications). */
export function NotificationsStep({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const [disabled, setDisabled] = useState<NotificationType[]>([...OPT_IN_NOTIFICATION_TYPES]);
  const save = useSubmit(() => saveNotifications(api, { disabled }), onDone);
  return (
    <form className={formStyles.form} onSubmit={save.submit} noValidate data-testid="signup-notifications">
      <p className={formStyles.hint}>{t('signup.notifications_intro')}</p>
      <NotificationToggles disabled={disabled} onChange={setDisabled} />
      {save.message && <p className={formStyles.error}>{save.message}</p>}
      <StepActions pending={save.pending} onSkip={onDone} />
    </form>
  );
}
