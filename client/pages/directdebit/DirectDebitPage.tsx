import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { useSubmit } from '#client/components/Form/useSubmit';
import {
  confirmDirectDebit,
  formatMoney,
  requestDirectDebit,
  useCreditsOverview,
  type CreditPackage,
  type DirectDebitConfirmed,
  type DirectDebitRequest,
} from '#client/queries/credits';
import { companyInfoQuery } from '#client/queries/site';
import { CodeStep } from './CodeStep';
import * as styles from './directdebit.css';
import { DirectDebitForm, EMPTY_FORM, type FormValues } from './DirectDebitForm';
import { queryKeys } from '#client/queries/keys';
import { offerPrice, useOffer } from '../credits/useOffer';

/** The package and its price, with the way back to the other packages and methods. */
function OrderSummary({ item, price }: { item: CreditPackage; price: number }) {
  const { t, i18n } = useTranslation();
  return (
    <aside className={styles.summary} data-testid="directdebit-order">
      <span className={styles.muted}>{t('direct_debit.your_order')}</span>
      <span className={styles.summaryOrder}>{t('direct_debit.order', { count: item.credits, price: formatMoney(price, item.currency, i18n.language) })}</span>
      <Link to={`/credits/${item.id}`}>{t('direct_debit.change')}</Link>
    </aside>
  );
}

/** /directdebit?package=: the SEPA direct debit form, then the SMS code; the payment's page after. */
export function DirectDebitPage() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const overview = useCreditsOverview();
  const company = useSuspenseQuery(companyInfoQuery(api)).data;
  const offer = useOffer();
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [sent, setSent] = useState<(DirectDebitRequest & { count: number }) | null>(null);
  const [editing, setEditing] = useState(true);
  const item =
    overview?.packages.find((candidate) => candidate.id === params.get('package')) ??
    overview?.packages.find((candidate) => candidate.highlighted) ??
    overview?.packages[0];
  const request = useSubmit(
    () => requestDirectDebit(api, { package: item?.id, discountcode: offer?.code, ...values }),
    (answer) => {
      setSent({ ...answer, count: (sent?.count ?? 0) + 1 });
      setEditing(false);
    },
  );
  const confirmed = async ({ payment }: DirectDebitConfirmed) => {
    // The new mandate shows on the credits page (repeat orders).
    await queryClient.invalidateQueries({ queryKey: queryKeys.credits });
    await navigate(`/credits/${payment.package}/directdebit?payment=${payment.payment_id}`);
  };

  let content;
  if (!overview) content = null;
  else if (overview.direct_debit_blocked) content = <Alert tone="danger">{t('direct_debit.blocked')}</Alert>;
  else if (!item || !overview.paymentmethods.some((method) => method === 'directdebit'))
    content = <Alert tone="warning">{t('direct_debit.unavailable')}</Alert>;
  else {
    const price = offerPrice(item.price, offer);
    const amount = formatMoney(price, item.currency, i18n.language);
    const address = `${company.address}, ${company.postal_code} ${company.city}`;
    content = (
      <div className={styles.columns}>
        <OrderSummary item={item} price={price} />
        {editing || !sent ? (
          <DirectDebitForm
            values={values}
            onChange={setValues}
            state={request}
            submit={request.submit}
            authorisation={t('direct_debit.authorisation', { company: company.name, amount })}
            creditor={
              <>
                {t('direct_debit.creditor', { company: company.name, address })}
                {company.sepa_creditor_id && (
                  <>
                    <br />
                    {t('direct_debit.creditor_id', { id: company.sepa_creditor_id })}
                  </>
                )}
              </>
            }
          />
        ) : (
          <CodeStep
            key={sent.request_id}
            mobile={sent.mobile}
            reference={sent.mandate_reference}
            resent={sent.count > 1}
            confirm={(code) => confirmDirectDebit(api, sent.request_id, code, offer?.code)}
            onConfirmed={confirmed}
            onResend={() => request.submit()}
            resending={request.pending}
            resendError={request.message}
            onEdit={() => setEditing(true)}
          />
        )}
      </div>
    );
  }
  return (
    <section className={styles.page} data-testid="directdebit-page">
      <title>{`${t('direct_debit.title')} | ${settings.name}`}</title>
      <header className={styles.heading}>
        <h1 className={styles.title}>{t('direct_debit.title')}</h1>
        <p className={styles.muted}>{t('direct_debit.intro')}</p>
      </header>
      {content}
    </section>
  );
}
