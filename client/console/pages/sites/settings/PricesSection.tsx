import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Field } from '#client/console/components/Field';
import * as styles from '#client/console/styles.css';
import type { SiteSettingsAnswer, SiteSettingsValues } from '#client/console/queries/site-settings';
import { CREDIT_PRICES, type CreditPrice } from '#server/contract/answers/site-settings';
import { SectionForm } from './SectionForm';
import * as css from './settings.css';

/** Amounts as typed ("19.95"), by package and currency. */
type Amounts = Record<string, Record<string, string>>;

const amountsOf = (values: SiteSettingsValues): Amounts =>
  Object.fromEntries(
    Object.entries(values.package_prices).map(([id, prices]) => [
      id,
      Object.fromEntries(Object.entries(prices).map(([currency, cents]) => [currency, (cents / 100).toFixed(2)])),
    ]),
  );
const creditsOf = (values: SiteSettingsValues) => Object.fromEntries(CREDIT_PRICES.map((key) => [key, String(values[key])])) as Record<CreditPrice, string>;

/** A typed number as the API takes it; what is not one goes as it is, for the server to name. */
const whole = (typed: string) => (typed.trim() === '' ? typed : Number(typed));
const cents = (typed: string) =>
  typed.trim() === '' || Number.isNaN(Number(typed.replace(',', '.'))) ? typed : Math.round(Number(typed.replace(',', '.')) * 100);

/** What each action costs in credits, what sign-up gives, and each package's price per currency. */
export function PricesSection({ site, onReload }: { site: SiteSettingsAnswer; onReload(): void }) {
  const { t, i18n } = useTranslation();
  const [credits, setCredits] = useState(() => creditsOf(site.values));
  const [amounts, setAmounts] = useState(() => amountsOf(site.values));
  // "EUR (€)", but "CHF" alone where the symbol is the code.
  const currencyLabel = (currency: string) => {
    const symbol = new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value;
    return symbol && symbol !== currency ? `${currency} (${symbol})` : currency;
  };

  return (
    <SectionForm
      site={site}
      id="prices"
      title={t('site_settings.prices.title')}
      sections={[...CREDIT_PRICES, 'package_prices']}
      settings={() => ({
        ...Object.fromEntries(CREDIT_PRICES.map((key) => [key, whole(credits[key])])),
        package_prices: Object.fromEntries(
          Object.entries(amounts).map(([id, prices]) => [id, Object.fromEntries(Object.entries(prices).map(([currency, typed]) => [currency, cents(typed)]))]),
        ),
      })}
      onUseFile={() => {
        setCredits(creditsOf(site.file));
        setAmounts(amountsOf(site.file));
      }}
      onReload={onReload}
    >
      {(errors) => (
        <>
          <div className={css.row}>
            {CREDIT_PRICES.map((key) => (
              <Field key={key} label={t(`site_settings.prices.${key}`)} error={errors(key)}>
                <input
                  className={styles.input}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={credits[key]}
                  onChange={(event) => setCredits((current) => ({ ...current, [key]: event.target.value }))}
                />
              </Field>
            ))}
          </div>
          {site.packages.map((pack) => (
            <fieldset key={pack.id} className={css.group}>
              <legend className={css.legend}>{t('site_settings.prices.package', { credits: pack.credits, id: pack.id })}</legend>
              <div className={css.prices}>
                {Object.entries(amounts[pack.id] ?? {}).map(([currency, typed]) => (
                  <Field key={currency} label={currencyLabel(currency)} error={errors(`package_prices.${pack.id}.${currency}`)}>
                    <input
                      className={styles.input}
                      inputMode="decimal"
                      value={typed}
                      onChange={(event) => setAmounts((current) => ({ ...current, [pack.id]: { ...current[pack.id], [currency]: event.target.value } }))}
                    />
                  </Field>
                ))}
              </div>
            </fieldset>
          ))}
          <p className={css.hint}>{t('site_settings.prices.amount_hint')}</p>
        </>
      )}
    </SectionForm>
  );
}
