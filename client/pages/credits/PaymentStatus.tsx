import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { Toast } from '#client/components/Toast/Toast';
import { paymentQuery, type Payment } from '#client/queries/credits';
import { chatReturn, forgetChatReturn, returnsToProfile } from '../chat/drafts';
import * as styles from './credits.css';
import { forgetDiscountCode } from './useDiscountCode';
import { useStartPayment } from './useStartPayment';
import { queryKeys } from '#client/queries/keys';

const noSubscription = () => () => undefined;

/** What a failed payment offers: another method; a declined repeat charge also a retry or PayPal. */
function FailedActions({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const start = useStartPayment();
  return (
    <>
      {start.message && <Alert tone="danger">{start.message}</Alert>}
      <div className={styles.actions}>
        {payment.recurring && (
          <>
            <button type="button" className={button.primary} disabled={start.pending} onClick={() => start.repeat(payment.package)} data-testid="retry-payment">
              {t('credits.retry')}
            </button>
            <button type="button" className={button.secondary} disabled={start.pending} onClick={() => start.pay(payment.package, 'paypal')}>
              {t('credits.pay_with', { method: t('payment_methods.paypal') })}
            </button>
          </>
        )}
        <Link to={`/credits/${payment.package}`} className={payment.recurring ? button.ghost : button.primary} data-testid="try-another-method">
          {t('credits.try_another')}
        </Link>
      </div>
    </>
  );
}

/**
 * The payment states on the return page (docs/product.md#credits-payment-states): loading, pending (waits and polls), completed
 * (credits added, toast), failed or cancelled. The page only shows the state; credits come
 * from the provider's webhook.
 */
export function PaymentStatus({ id }: { id: number }) {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const { data: payment, isError } = useQuery(paymentQuery(api, id));
  const paid = payment?.status === 'paid';
  // Storage exists in the browser only; a chat or profile the member came from to buy credits is where they go on.
  const backToChat = useSyncExternalStore(noSubscription, chatReturn, () => null);
  useEffect(() => {
    if (!paid) return;
    // The balance and premium state changed: the top bar and the credits page refresh.
    for (const queryKey of [queryKeys.user, queryKeys.credits]) queryClient.invalidateQueries({ queryKey });
    forgetDiscountCode();
  }, [paid, queryClient]);

  if (isError) return <Alert tone="danger">{t('payments.provider_error')}</Alert>;
  if (!payment) {
    return (
      <section className={styles.statusCard} aria-busy="true" data-testid="payment-status" data-status="loading">
        <p>{t('credits.loading')}</p>
      </section>
    );
  }
  return (
    <section className={styles.statusCard} data-testid="payment-status" data-status={payment.status}>
      {payment.status === 'open' || payment.status === 'pending' ? (
        <>
          <span className={styles.statusIcon} aria-hidden="true">
            ⏳
          </span>
          <h1 className={styles.title}>{t('credits.pending_title')}</h1>
          <p className={styles.muted}>{t('credits.pending_text')}</p>
        </>
      ) : paid ? (
        <>
          <span className={styles.statusIcon} aria-hidden="true">
            ✅
          </span>
          <h1 className={styles.title}>{t('credits.completed_title')}</h1>
          <p>{t('credits.completed_text', { count: payment.credits })}</p>
          <div className={styles.actions}>
            {backToChat ? (
              <Link to={backToChat} className={button.primary} onClick={forgetChatReturn} data-testid="back-to-chat">
                {t(returnsToProfile(backToChat) ? 'credits.back_to_profile' : 'credits.back_to_chat')}
              </Link>
            ) : (
              <Link to="/members" className={button.primary}>
                {t('credits.start_chatting')}
              </Link>
            )}
            <Link to={`/transactions/${payment.payment_id}`} className={button.ghost}>
              {t('credits.view_receipt')}
            </Link>
          </div>
          <Toast testId="credits-toast">{t('credits.toast', { count: payment.credits })}</Toast>
        </>
      ) : (
        <>
          <span className={styles.statusIcon} aria-hidden="true">
            ⚠️
          </span>
          <h1 className={styles.title}>{t('payments.failed')}</h1>
          <FailedActions payment={payment} />
        </>
      )}
    </section>
  );
}
