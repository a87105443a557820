import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { TextField } from '#client/components/Form/Field';
import * as styles from './credits.css';
import type { DiscountCodeState } from './useDiscountCode';

/** Enter a discount code; an applied one shows its percentage and can be removed. */
export function DiscountCodeForm({ state }: { state: DiscountCodeState }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  if (state.discount) {
    return (
      <Alert tone="success" testId="discount-applied">
        <span>{t('credits.discount_applied', { code: state.discount.code, percentage: state.discount.value_percentage })}</span>{' '}
        <button type="button" className={button.ghost} onClick={state.clear}>
          {t('credits.discount_remove')}
        </button>
      </Alert>
    );
  }
  return (
    <form
      className={styles.codeForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) state.apply(code);
      }}
    >
      <div className={styles.codeInput}>
        <TextField label={t('credits.discount_code')} value={code} error={state.error} autoComplete="off" onChange={(event) => setCode(event.target.value)} />
      </div>
      <button type="submit" className={button.secondary} disabled={state.pending || !code.trim()}>
        {t('credits.discount_apply')}
      </button>
    </form>
  );
}
