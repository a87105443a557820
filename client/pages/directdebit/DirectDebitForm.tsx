import type { ReactNode } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { CheckboxField, TextField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import type { SubmitState } from '#client/components/Form/useSubmit';
import * as styles from './directdebit.css';
import { IbanField } from './IbanField';

export const EMPTY_FORM = { account_holder: '', iban: '', street: '', house_number: '', postal_code: '', city: '', mobile: '', authorised: false };
export type FormValues = typeof EMPTY_FORM;
type TextName = Exclude<keyof FormValues, 'authorised'>;

interface Props {
  values: FormValues;
  onChange(values: FormValues): void;
  state: SubmitState;
  submit(event?: { preventDefault(): void }): void;
  /** The signed mandate's wording: names the company and the amount. */
  authorisation: string;
  creditor: ReactNode;
}

/** Step 1: the account, the address, the mobile number for the code and the mandate's tick box. */
export function DirectDebitForm({ values, onChange, state, submit, authorisation, creditor }: Props) {
  const { t } = useTranslation();
  // The box's message goes once it is ticked; the other fields keep theirs until the next try.
  const authorisationError = values.authorised ? undefined : state.fields.authorised;
  const text = (name: TextName) => ({
    label: t(`direct_debit.${name}`),
    value: values[name],
    error: state.fields[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
  });
  return (
    <form className={`${styles.panel} ${formStyles.form}`} onSubmit={submit} noValidate data-testid="directdebit-form">
      <TextField {...text('account_holder')} autoComplete="name" />
      <IbanField label={t('direct_debit.iban')} value={values.iban} error={state.fields.iban} onValue={(iban) => onChange({ ...values, iban })} />
      <div className={styles.pair}>
        <TextField {...text('street')} autoComplete="address-line1" />
        <TextField {...text('house_number')} />
      </div>
      <div className={styles.pairReversed}>
        <TextField {...text('postal_code')} autoComplete="postal-code" />
        <TextField {...text('city')} autoComplete="address-level2" />
      </div>
      <TextField {...text('mobile')} type="tel" inputMode="tel" autoComplete="tel" hint={t('direct_debit.mobile_hint')} />
      <div className={styles.mandate}>
        <CheckboxField
          label={authorisation}
          checked={values.authorised}
          onChange={(event) => onChange({ ...values, authorised: event.target.checked })}
          aria-invalid={authorisationError ? true : undefined}
          data-testid="directdebit-authorise"
        />
        {authorisationError && (
          <p className={formStyles.error} role="alert">
            {authorisationError}
          </p>
        )}
        <p className={styles.muted} data-testid="directdebit-creditor">
          {creditor}
        </p>
      </div>
      {state.message && <Alert tone="danger">{state.message}</Alert>}
      <button type="submit" className={`${button.primary} ${styles.submit}`} disabled={state.pending}>
        {t('direct_debit.send_code')}
      </button>
    </form>
  );
}
