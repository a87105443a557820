import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { useAction } from '#client/components/Form/useSubmit';
import { Toast } from '#client/components/Toast/Toast';
import { EmailBanner } from './EmailBanner';
import * as styles from './notifications.css';
import { PushCard } from './PushCard';
import { notificationsQuery, saveNotifications } from '#client/queries/notifications';
import { applyChange, updateFor, type Change, type NotificationSettings } from './settings';
import { TypeGroups } from './TypeGroups';
import { queryKeys } from '#client/queries/keys';

/**
 * /notifications (docs/product.md#notifications): push on this device, then every type with its
 * e-mail and push switch and its state. A switch saves at once, as in a phone's settings; while the
 * change travels the page already shows it, and the server's answer then replaces it.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const query = notificationsQuery(api);
  const current = useSuspenseQuery(query).data;
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  // Each save gets its own toast (the key restarts it), so a second change is confirmed too.
  const [saved, setSaved] = useState<{ text: string; key: number } | null>(null);
  const save = useAction(() => undefined);
  const shown = draft ?? current;

  const change = (next: Change) => {
    setSaved(null);
    setDraft(applyChange(current, next));
    save
      .run(
        () => saveNotifications<NotificationSettings>(api, updateFor(current.notifications, next)),
        (answer) => {
          queryClient.setQueryData(query.queryKey, answer);
          // The member's answer says whether mail is stopped (the members area's alert).
          queryClient.invalidateQueries({ queryKey: queryKeys.user });
          setSaved({ text: 'resume' in next ? t('notifications_page.resumed') : t('notifications_page.saved'), key: Date.now() });
        },
      )
      .finally(() => setDraft(null));
  };

  return (
    <div className={styles.page} data-testid="notifications-page">
      <title>{`${t('notifications_page.title')} | ${settings.name}`}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('notifications_page.title')}</h1>
        <p className={styles.intro}>{t('notifications_page.intro', { email: shown.email.address })}</p>
      </header>
      {save.message && (
        <p className={styles.error} role="alert">
          {save.message}
        </p>
      )}
      <EmailBanner email={shown.email} busy={save.pending} onResume={() => change({ resume: true })} />
      <section className={styles.group} aria-labelledby="notification-group-push">
        <h2 id="notification-group-push" className={styles.groupTitle}>
          {t('push.section_title')}
        </h2>
        <PushCard devices={shown.push.devices} onChange={() => queryClient.invalidateQueries({ queryKey: query.queryKey })} />
      </section>
      <TypeGroups settings={shown.notifications} busy={save.pending} onChange={change} />
      {saved && (
        <Toast key={saved.key} testId="notifications-saved">
          {saved.text}
        </Toast>
      )}
    </div>
  );
}
