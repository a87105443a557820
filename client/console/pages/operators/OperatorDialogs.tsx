import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { isApiError } from '#client/api/client';
import { Dialog } from '#client/console/components/Dialog';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import * as styles from '#client/console/styles.css';
import { AccessFields } from './AccessForm';
import {
  useAddOperator,
  useChangeOperator,
  useDisableOperator,
  type CreatedOperator,
  type OperatorAccess,
  type OperatorRow,
} from '#client/console/queries/operators';
import { CopyField } from './CopyField';
import * as css from './operators.css';
import { QrCode } from './QrCode';

const fieldsOf = (error: unknown) => (isApiError(error) ? error.fields : undefined);
/** A refusal without a field of its own (403, 409) shows above the form. */
const generalError = (error: unknown) => (isApiError(error) && error.fields ? undefined : error);

function Buttons({ onCancel, pending, submit }: { onCancel(): void; pending: boolean; submit: string }) {
  const { t } = useTranslation();
  return (
    <div className={css.buttons}>
      <button type="button" className={styles.button.secondary} onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" className={styles.button.primary} disabled={pending}>
        {submit}
      </button>
    </div>
  );
}

/** The sign-in link and the authenticator secret: shown once, as text to copy and as a QR code. */
function Created({ created, onDone }: { created: CreatedOperator; onDone(): void }) {
  const { t } = useTranslation();
  const { email } = created.operator;
  return (
    <div className={css.form}>
      <p className={styles.notice.success}>{t('operators.created_intro', { email })}</p>
      <CopyField
        label={t('operators.link')}
        value={created.sign_in_link}
        hint={t('operators.link_expires', { time: new Date(created.link_expires_at).toLocaleString() })}
      />
      <div className={css.secretGrid}>
        <QrCode text={created.otpauth_uri} label={t('operators.qr_label', { email })} />
        <div className={css.secrets}>
          <strong>{t('operators.totp')}</strong>
          <CopyField label={t('operators.totp_text')} value={created.otpauth_uri} />
        </div>
      </div>
      <div className={css.buttons}>
        <button type="button" className={styles.button.primary} onClick={onDone}>
          {t('operators.done')}
        </button>
      </div>
    </div>
  );
}

export function AddOperatorDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [access, setAccess] = useState<OperatorAccess>({ role: 'moderator', tenants: [] });
  const add = useAddOperator();
  const close = () => {
    add.reset();
    setEmail('');
    setAccess({ role: 'moderator', tenants: [] });
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ email, ...access });
  };
  return (
    <Dialog open={open} title={add.data ? t('operators.created_title') : t('operators.add_title')} onClose={close}>
      {add.data ? (
        <Created created={add.data} onDone={close} />
      ) : (
        <form className={css.form} onSubmit={submit}>
          <ErrorNote error={generalError(add.error)} />
          <Field label={t('operators.email')} error={fieldsOf(add.error)?.email}>
            <input className={styles.input} type="email" required autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
          </Field>
          <AccessFields value={access} onChange={setAccess} errors={fieldsOf(add.error)} />
          <Buttons onCancel={close} pending={add.isPending} submit={t('operators.add')} />
        </form>
      )}
    </Dialog>
  );
}

/** Mounted while open: its form and refusal start afresh each time. */
export function EditOperatorDialog({ operator, onClose }: { operator: OperatorRow; onClose(message: string): void }) {
  const { t } = useTranslation();
  const [access, setAccess] = useState<OperatorAccess>({ role: operator.role, tenants: operator.tenants });
  const change = useChangeOperator();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { id: operator.id, ...access },
      {
        onSuccess: (reply) => {
          const saved = t('operators.saved', { email: operator.email });
          onClose(reply.sessions_ended ? `${saved} ${t('operators.sessions_ended')}` : saved);
        },
      },
    );
  };
  return (
    <Dialog open title={t('operators.edit_title', { email: operator.email })} onClose={() => onClose('')}>
      <form className={css.form} onSubmit={submit}>
        <ErrorNote error={generalError(change.error)} />
        <AccessFields value={access} onChange={setAccess} errors={fieldsOf(change.error)} />
        <Buttons onCancel={() => onClose('')} pending={change.isPending} submit={t('common.save')} />
      </form>
    </Dialog>
  );
}

export function DisableOperatorDialog({ operator, onClose }: { operator: OperatorRow; onClose(message: string): void }) {
  const { t } = useTranslation();
  const disable = useDisableOperator();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(operator.id, { onSuccess: () => onClose(t('operators.disabled_done', { email: operator.email })) });
  };
  return (
    <Dialog open title={t('operators.disable_title', { email: operator.email })} onClose={() => onClose('')}>
      <form className={css.form} onSubmit={submit}>
        <p className={css.hint}>{t('operators.disable_text')}</p>
        <ErrorNote error={disable.error} />
        <div className={css.buttons}>
          <button type="button" className={styles.button.secondary} onClick={() => onClose('')}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={styles.button.danger} disabled={disable.isPending}>
            {t('operators.disable')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
