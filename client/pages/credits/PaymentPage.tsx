import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { Alert } from '#client/components/Alert/Alert';
import { formatMoney, useCreditsOverview } from '#client/queries/credits';
import * as styles from './credits.css';
import { PaymentStatus } from './PaymentStatus';
import { offerPrice, useOffer } from './useOffer';
import { useStartPayment } from './useStartPayment';

/** The one-button checkout of a package with a method, the offer (the visit's code or the time bonus) applied. */
function Checkout({ id, paymentmethod }: { id: string | undefined; paymentmethod: string }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const overview = useCreditsOverview();
  const offer = useOffer();
  const start = useStartPayment();
  const item = overview?.packages.find((candidate) => candidate.id === id);
  if (!overview || !item)
    return (
      <>
        <title>{`${t('credits.title')} | ${settings.name}`}</title>
        <Alert tone="warning">{t('payments.package_not_found')}</Alert>
      </>
    );
  const price = offerPrice(item.price, offer);
  return (
    <section className={styles.statusCard}>
      <title>{`${t('credits.checkout_title', { count: item.credits })} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('credits.checkout_title', { count: item.credits })}</h1>
      <p className={styles.price} data-testid="checkout-price">
        {formatMoney(price, item.currency, i18n.language)}
      </p>
      {start.message && <Alert tone="danger">{start.message}</Alert>}
      <button
        type="button"
        className={button.primary}
        disabled={start.pending}
        onClick={() => start.pay(item.id, paymentmethod, offer?.code)}
        data-testid="pay-now"
      >
        {t('credits.pay_with', { method: t(`payment_methods.${paymentmethod}`, { defaultValue: paymentmethod }) })}
      </button>
    </section>
  );
}

/**
 * /credits/{id}/{paymentmethod}: the payer's return page (?payment=) or a one-button checkout. The
 * return page asks nothing about discount codes: the one just paid with is used up.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { id, paymentmethod = '' } = useParams();
  const [params] = useSearchParams();
  const paymentId = Number(params.get('payment'));
  if (Number.isSafeInteger(paymentId) && paymentId > 0)
    return (
      <>
        <title>{`${t('credits.title')} | ${settings.name}`}</title>
        <PaymentStatus id={paymentId} />
      </>
    );
  return <Checkout id={id} paymentmethod={paymentmethod} />;
}
