import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import { isApiError } from '#client/api/client';
import type { ConsoleSite } from '#client/console/queries/session';
import * as styles from '#client/console/styles.css';
import { CURRENCIES } from '#server/contract/currencies';
import { PAYMENT_METHOD_IDS } from '#server/contract/payment-methods';
import { useCreateDiscountCode, type NewDiscountCode } from '#client/console/queries/payments';
import * as css from './discounts.css';

const EMPTY = { code: '', percentage: '10', country: '', member: '', currency: '', minimum: '', expires: '' };

/** "29.95" or "29,95" as cents (empty: 0); null when it is no amount. */
function toCents(text: string): number | null {
  if (!text.trim()) return 0;
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/** A new discount code for one of the operator's sites; the checkout applies it the moment it exists. */
export function DiscountForm({ sites, site, onCreated }: { sites: ConsoleSite[]; site: string | undefined; onCreated(code: string): void }) {
  const { t } = useTranslation();
  const create = useCreateDiscountCode();
  const [form, setForm] = useState({ ...EMPTY, tenant: site ?? sites[0]?.id ?? '' });
  const [methods, setMethods] = useState<string[]>([]);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));
  const minimum = toCents(form.minimum);
  const fieldError = (field: string) => (isApiError(create.error) ? create.error.fields?.[field] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (minimum === null) return;
    const input: NewDiscountCode = {
      tenant_id: form.tenant,
      code: form.code.trim(),
      percentage: Number(form.percentage),
      minimum_order_value: minimum,
      payment_methods: methods,
      ...(form.country.trim() && { country: form.country.trim() }),
      ...(form.member.trim() && { member_id: Number(form.member.trim()) }),
      ...(form.currency && { currency: form.currency }),
      // The end of the chosen day in the operator's time zone.
      ...(form.expires && { expires_at: new Date(`${form.expires}T23:59:59`).toISOString() }),
    };
    create.mutate(input, {
      onSuccess: (answer) => {
        setForm({ ...EMPTY, tenant: form.tenant });
        setMethods([]);
        onCreated(answer.discount_code.code);
      },
    });
  };

  return (
    <form className={`${styles.card} ${css.form}`} onSubmit={submit} aria-label={t('payments.discounts.new')}>
      <h2 className={css.formTitle}>{t('payments.discounts.new')}</h2>
      <div className={css.grid}>
        <Field label={t('payments.discounts.fields.code')} hint={t('payments.discounts.fields.code_hint')} error={fieldError('code')}>
          <input className={styles.input} required pattern="[A-Za-z0-9\-]{3,40}" value={form.code} onChange={set('code')} autoComplete="off" />
        </Field>
        <Field label={t('common.site')}>
          <select className={styles.input} value={form.tenant} onChange={set('tenant')}>
            {sites.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('payments.discounts.fields.percentage')} error={fieldError('percentage')}>
          <input className={styles.input} type="number" min={1} max={90} required value={form.percentage} onChange={set('percentage')} />
        </Field>
        <Field label={t('payments.discounts.fields.expires')} hint={t('payments.discounts.fields.expires_hint')}>
          <input className={styles.input} type="date" value={form.expires} onChange={set('expires')} />
        </Field>
        <Field label={t('payments.discounts.fields.country')} hint={t('payments.discounts.fields.country_hint')} error={fieldError('country')}>
          <input className={styles.input} maxLength={2} pattern="[A-Za-z]{2}" value={form.country} onChange={set('country')} />
        </Field>
        <Field label={t('payments.discounts.fields.member')} hint={t('payments.discounts.fields.member_hint')} error={fieldError('member_id')}>
          <input className={styles.input} inputMode="numeric" pattern="[0-9]+" value={form.member} onChange={set('member')} />
        </Field>
        <Field label={t('payments.discounts.fields.currency')}>
          <select className={styles.input} value={form.currency} onChange={set('currency')}>
            <option value="">{t('payments.discounts.fields.any_currency')}</option>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={t('payments.discounts.fields.minimum')}
          hint={t('payments.discounts.fields.minimum_hint')}
          error={minimum === null ? t('payments.discounts.fields.minimum_invalid') : fieldError('minimum_order_value')}
        >
          <input className={styles.input} inputMode="decimal" value={form.minimum} onChange={set('minimum')} />
        </Field>
      </div>
      <fieldset className={css.methods}>
        <legend className={css.legend}>
          {t('payments.discounts.fields.methods')} <span className={styles.muted}>{t('payments.discounts.fields.methods_hint')}</span>
        </legend>
        {PAYMENT_METHOD_IDS.map((method) => (
          <label key={method} className={css.method}>
            <input
              type="checkbox"
              checked={methods.includes(method)}
              onChange={(event) => setMethods((current) => (event.target.checked ? [...current, method] : current.filter((entry) => entry !== method)))}
            />
            {t(`payments.methods.${method}`)}
          </label>
        ))}
      </fieldset>
      <ErrorNote error={create.error} />
      <div>
        <button type="submit" className={styles.button.primary} disabled={create.isPending}>
          {t('payments.discounts.create')}
        </button>
      </div>
    </form>
  );
}
