import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import * as styles from './Form.css';

interface FieldFrame {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

function Frame({ id, label, error, hint, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && <p className={styles.hint}>{hint}</p>}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function a11y(id: string, error: string | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

export function TextField({ label, error, hint, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <input className={styles.control} {...input} {...a11y(id, error)} />
    </Frame>
  );
}

export function SelectField({ label, error, hint, children, ...select }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <select className={styles.control} {...select} {...a11y(id, error)}>
        {children}
      </select>
    </Frame>
  );
}

export function TextAreaField({ label, error, hint, ...textarea }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <textarea className={styles.textarea} {...textarea} {...a11y(id, error)} />
    </Frame>
  );
}

export function CheckboxField({ label, ...input }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.check}>
      <input type="checkbox" className={styles.checkbox} {...input} />
      <span>{label}</span>
    </label>
  );
}

/** A password input: "current" lets managers fill the saved one, "new" lets them suggest one. */
export function PasswordField({
  label,
  value,
  error,
  kind,
  onValue,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  kind: 'current' | 'new';
  onValue(value: string): void;
}) {
  return (
    <TextField label={label} type="password" autoComplete={`${kind}-password`} value={value} error={error} onChange={(event) => onValue(event.target.value)} />
  );
}
