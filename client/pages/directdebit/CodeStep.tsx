import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { TextField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { useSubmit } from '#client/components/Form/useSubmit';
import * as styles from './directdebit.css';

interface Props<T> {
  mobile: string;
  /** The reference the mandate signed with this code carries. */
  reference: string;
  /** A second (or later) code was sent for the same form. */
  resent: boolean;
  confirm(code: string): Promise<T>;
  onConfirmed(result: T): void | Promise<void>;
  /** Another code for the same form: a new request, and this step again. */
  onResend(): void;
  resending: boolean;
  /** Why the new code could not be sent (e.g. too many codes). */
  resendError: string | undefined;
  onEdit(): void;
}

/** Step 2: the texted code signs the mandate and starts the payment. */
export function CodeStep<T>({ mobile, reference, resent, confirm, onConfirmed, onResend, resending, resendError, onEdit }: Props<T>) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const check = useSubmit(() => confirm(code), onConfirmed);
  // "Code invalid" belongs at the code; anything else (a provider failure, the limit) to the step.
  const codeError = check.failure?.code === 'code_invalid' ? check.message : undefined;
  const stepError = codeError ? resendError : (check.message ?? resendError);
  return (
    <form className={`${styles.panel} ${formStyles.form}`} onSubmit={check.submit} noValidate data-testid="directdebit-code">
      <p className={styles.muted}>{t('direct_debit.code_sent', { mobile })}</p>
      <p className={styles.muted} data-testid="directdebit-reference">
        {t('direct_debit.mandate_reference', { reference })}
      </p>
      {resent && !resendError && <Alert tone="success">{t('direct_debit.resent')}</Alert>}
      <TextField
        label={t('direct_debit.code')}
        className={`${formStyles.control} ${styles.codeInput}`}
        value={code}
        error={codeError}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        // The step opens on the member's own click; the code is all there is left to type.
        autoFocus
      />
      {stepError && <Alert tone="danger">{stepError}</Alert>}
      <button type="submit" className={`${button.primary} ${styles.submit}`} disabled={check.pending || code.length !== 6}>
        {t('direct_debit.confirm')}
      </button>
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.linkButton} disabled={resending} onClick={onResend}>
          {t('direct_debit.resend')}
        </button>
        <button type="button" className={formStyles.linkButton} onClick={onEdit}>
          {t('direct_debit.edit')}
        </button>
      </div>
    </form>
  );
}
