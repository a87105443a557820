import type { MailMessage } from './message';
import { composeTransactional, formatDate, formatDateTime, formatMoney, maskIban, type Row, type TransactionalContext } from './transactional';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A paid payment as its receipt states it; amounts in minor units. */
export interface ReceiptFacts {
  name: string;
  paymentId: number;
  /** The provider's transaction id, which the member's statement may show. */
  providerRef: string | null;
  paidAt: Date;
  method: string;
  recurring: boolean;
  packageId: string;
  credits: number;
  listAmount: number;
  amount: number;
  currency: string;
  discountCode: string | null;
  discountPercentage: number;
  refundDays: number;
}

/** Money paid back on a payment; amounts in minor units. */
export interface RefundFacts {
  name: string;
  paymentId: number;
  refundedAt: Date;
  method: string;
  amount: number;
  currency: string;
  /** Credits of the purchase taken back with the refund. */
  credits: number;
}

/** A SEPA direct debit mandate as the member gave it. */
export interface MandateFacts {
  name: string;
  reference: string;
  accountHolder: string;
  address: string;
  iban: string;
  signedAt: Date;
}

/** One collection on a mandate. */
export interface DebitFacts {
  paymentId: number;
  amount: number;
  currency: string;
  credits: number;
  packageId: string;
  /** The day the debit is handed to the bank: the member's own order starts it at once. */
  collectedFrom: Date;
}

/** The receipt: what was bought, for how much (VAT included, the seller's VAT number), how and when paid, and the withdrawal term. */
export function receiptMail(ctx: TransactionalContext, to: string, facts: ReceiptFacts): MailMessage {
  const { language, site } = ctx;
  const shop = ctx.translator.t(language, 'shop');
  const mail = ctx.translator.t(language, 'mail');
  const money = (minor: number) => formatMoney(minor, facts.currency, language);
  const method = shop(`payment_methods.${facts.method}`, { defaultValue: facts.method });
  const rows: Row[] = [
    { label: shop('transactions.payment_id'), value: String(facts.paymentId) },
    ...(facts.providerRef ? [{ label: mail('facts.transaction_id'), value: facts.providerRef }] : []),
    { label: shop('transactions.date'), value: formatDateTime(facts.paidAt, language) },
    { label: shop('transactions.method'), value: facts.recurring ? shop('transactions.repeat_order', { method }) : method },
    { label: shop('transactions.package_line', { count: facts.credits }), value: money(facts.listAmount) },
    ...(facts.discountPercentage > 0
      ? [
          {
            label: shop('transactions.discount_line', { code: facts.discountCode ?? '', percentage: facts.discountPercentage }),
            value: `−${money(facts.listAmount - facts.amount)}`,
          },
        ]
      : []),
    { label: mail('facts.total_incl_vat'), value: money(facts.amount) },
    ...(site.company.vat_numbers.length ? [{ label: mail('facts.vat_number'), value: site.company.vat_numbers.join(', ') }] : []),
  ];
  return composeTransactional('receipt', ctx, to, {
    name: facts.name,
    vars: {
      id: String(facts.paymentId),
      until: formatDate(new Date(facts.paidAt.getTime() + facts.refundDays * DAY_MS), language),
      url: `${site.origin}/pages/return-policy`,
    },
    rows,
    path: `/transactions/${facts.paymentId}`,
    ...(facts.refundDays > 0 ? {} : { texts: { after: 'receipt.no_withdrawal' } }),
  });
}

/** The refund notice: how much came back for which payment, when, to which method, and the credits it took back. */
export function refundMail(ctx: TransactionalContext, to: string, facts: RefundFacts): MailMessage {
  const { language } = ctx;
  const shop = ctx.translator.t(language, 'shop');
  const mail = ctx.translator.t(language, 'mail');
  const amount = formatMoney(facts.amount, facts.currency, language);
  return composeTransactional('refund', ctx, to, {
    name: facts.name,
    vars: { amount, id: String(facts.paymentId) },
    rows: [
      { label: shop('transactions.payment_id'), value: String(facts.paymentId) },
      { label: mail('facts.refunded_on'), value: formatDateTime(facts.refundedAt, language) },
      { label: shop('transactions.method'), value: shop(`payment_methods.${facts.method}`, { defaultValue: facts.method }) },
      { label: mail('facts.amount'), value: amount },
      ...(facts.credits > 0 ? [{ label: mail('facts.credits_taken_back'), value: shop('transactions.credits', { count: facts.credits }) }] : []),
    ],
    path: `/transactions/${facts.paymentId}`,
  });
}

/** Who collects: the company, its address and its SEPA Creditor Identifier. */
function creditorRows(ctx: TransactionalContext): Row[] {
  const { company } = ctx.site;
  const mail = ctx.translator.t(ctx.language, 'mail');
  const country = new Intl.DisplayNames(ctx.language, { type: 'region' }).of(company.country) ?? company.country;
  return [
    { label: mail('facts.creditor'), value: `${company.name}, ${company.address}, ${company.postal_code} ${company.city}, ${country}` },
    ...(company.sepa_creditor_id ? [{ label: mail('facts.creditor_id'), value: company.sepa_creditor_id }] : []),
  ];
}

/** The confirmation of a SEPA mandate: creditor, reference, the debtor's details with the IBAN masked, the date, the refund right. */
export function mandateMail(ctx: TransactionalContext, to: string, facts: MandateFacts): MailMessage {
  const mail = ctx.translator.t(ctx.language, 'mail');
  return composeTransactional('sepa_mandate', ctx, to, {
    name: facts.name,
    vars: { creditor: ctx.site.company.name },
    rows: [
      ...creditorRows(ctx),
      { label: mail('facts.mandate_reference'), value: facts.reference },
      { label: mail('facts.account_holder'), value: facts.accountHolder },
      { label: mail('facts.address'), value: facts.address },
      { label: mail('facts.iban'), value: maskIban(facts.iban) },
      { label: mail('facts.signed_on'), value: formatDate(facts.signedAt, ctx.language) },
      { label: mail('facts.payment_type'), value: mail('facts.recurring') },
    ],
    path: '/transactions',
  });
}

/** The pre-notification of one debit: amount, date, what it pays for, and the mandate it is collected on. */
export function debitNoticeMail(ctx: TransactionalContext, to: string, mandate: MandateFacts, debit: DebitFacts): MailMessage {
  const { language } = ctx;
  const mail = ctx.translator.t(language, 'mail');
  const shop = ctx.translator.t(language, 'shop');
  const amount = formatMoney(debit.amount, debit.currency, language);
  const date = formatDate(debit.collectedFrom, language);
  return composeTransactional('sepa_prenotification', ctx, to, {
    name: mandate.name,
    vars: { amount, date },
    rows: [
      { label: mail('facts.amount'), value: amount },
      { label: mail('facts.collection_date'), value: date },
      { label: shop('transactions.payment_id'), value: String(debit.paymentId) },
      { label: shop('transactions.description'), value: shop('transactions.package_line', { count: debit.credits }) },
      ...creditorRows(ctx),
      { label: mail('facts.mandate_reference'), value: mandate.reference },
      { label: mail('facts.iban'), value: maskIban(mandate.iban) },
    ],
    path: `/transactions/${debit.paymentId}`,
  });
}
