import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSetting } from '#server/presenters/notifications';
import type { ApiClient } from '#client/api/client';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import * as styles from '../account/account.css';
import { NotificationToggles } from './NotificationToggles';

export const notificationsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['notifications'],
    queryFn: () => api.get<{ notifications: NotificationSetting[] }>('/api/notifications.php').then((body) => body.notifications),
  });

/** /notifications: the member's e-mail notification settings (the List-Unsubscribe target). */
export function NotificationsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const current = useSuspenseQuery(notificationsQuery(api)).data;
  const [disabled, setDisabled] = useState(current.filter((item) => !item.enabled).map((item) => item.type));
  const [saved, setSaved] = useState(false);
  const save = useSubmit(
    () => api.send<{ notifications: NotificationSetting[] }>('PUT', '/api/notifications.php', { disabled }),
    (result) => {
      queryClient.setQueryData(notificationsQuery(api).queryKey, result.notifications);
      setSaved(true);
    },
  );
  return (
    <section className={styles.card} data-testid="notifications-page">
      <title>{`${t('notifications_page.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('notifications_page.title')}</h1>
      <form className={formStyles.form} onSubmit={save.submit}>
        <p className={styles.muted}>{t('signup.notifications_intro')}</p>
        <NotificationToggles
          disabled={disabled}
          onChange={(next) => {
            setSaved(false);
            setDisabled(next);
          }}
        />
        {save.message && <Alert tone="danger">{save.message}</Alert>}
        {saved && <Alert tone="success">{t('notifications_page.saved')}</Alert>}
        <div className={formStyles.actions}>
          <button type="submit" className={button.primary} disabled={save.pending}>
            {t('notifications_page.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
