import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Field } from '#client/console/components/Field';
import * as styles from '#client/console/styles.css';
import * as css from './operators.css';

/** A read-only value with a copy button; the text stays selectable where the clipboard is not allowed. */
export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className={css.copyRow}>
      <span className={css.copyText}>
        <Field label={label} {...(hint && { hint })}>
          <input className={styles.input} readOnly value={value} onFocus={(event) => event.target.select()} />
        </Field>
      </span>
      <button type="button" className={`${styles.button.secondary} ${css.small}`} onClick={copy}>
        {copied ? t('operators.copied') : t('operators.copy')}
      </button>
    </div>
  );
}
