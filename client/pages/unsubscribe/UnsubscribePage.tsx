import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import * as styles from '../account/account.css';
import { unsubscribeQuery } from '#client/queries/unsubscribe';

/** A plain form to the one-click address: it works before (and without) JavaScript, and the server comes back here. */
function ActionForm({ token, action, label }: { token: string; action: 'unsubscribe' | 'resubscribe'; label: string }) {
  return (
    <form method="post" action={`/unsubscribe?token=${encodeURIComponent(token)}`}>
      <input type="hidden" name="action" value={action} />
      <button type="submit" className={action === 'unsubscribe' ? button.primary : button.secondary} data-testid={`unsubscribe-${action}`}>
        {label}
      </button>
    </form>
  );
}

/**
 * /unsubscribe?token=…, the page behind a notification mail's unsubscribe link. Opening it changes
 * nothing (mail scanners open links): a button does, and the same token turns the type back on.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = useSuspenseQuery(unsubscribeQuery(api, token)).data;
  const done = params.get('done');
  const values = { type: t(`notifications.${state.type}`, { site: settings.name }), site: settings.name, address: state.address };
  // Off for the whole address (bounces, spam report) is not this type's choice: it can still be turned off here.
  const subscribed = state.reason === null || state.reason === 'bounce' || state.reason === 'fbl';
  return (
    <section className={styles.card} data-testid="unsubscribe-page">
      <title>{`${t('unsubscribe.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('unsubscribe.title')}</h1>
      {done === 'unsubscribed' && !subscribed && <Alert tone="success">{t('unsubscribe.unsubscribed')}</Alert>}
      {done === 'resubscribed' && subscribed && <Alert tone="success">{t('unsubscribe.resubscribed', values)}</Alert>}
      {state.reason === 'bounce' && <Alert tone="warning">{t('unsubscribe.paused_bounce', values)}</Alert>}
      {state.reason === 'fbl' && <Alert tone="warning">{t('unsubscribe.paused_fbl', values)}</Alert>}
      {subscribed ? (
        <>
          <p>{t('unsubscribe.question', values)}</p>
          <ActionForm token={token} action="unsubscribe" label={t('unsubscribe.button')} />
        </>
      ) : (
        <>
          <p data-testid="unsubscribe-off">{t('unsubscribe.off', values)}</p>
          <p className={styles.muted}>{t('unsubscribe.resubscribe_hint')}</p>
          <ActionForm token={token} action="resubscribe" label={t('unsubscribe.resubscribe')} />
        </>
      )}
      <Link to="/notifications">{t('unsubscribe.manage')}</Link>
    </section>
  );
}
