import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Dialog } from '#client/console/components/Dialog';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import { useEraseMember } from '#client/console/queries/members';
import { useConsoleSession } from '#client/console/queries/session';
import * as styles from '#client/console/styles.css';
import * as css from './GdprActions.css';

/**
 * A member's personal data on a written request (docs/product.md#member-data): the export as a
 * download (a plain link: the browser streams the ZIP to disk), and, for owners and managers, the
 * erasure, confirmed with the request's reference and the member id typed again.
 */
export function GdprActions({ memberId, onErased }: { memberId: number; onErased?: () => void }) {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const [open, setOpen] = useState(false);
  const [erased, setErased] = useState(false);
  const mayErase = session.data?.operator.areas.includes('erasure') ?? false;
  if (erased)
    return (
      <p role="status" className={styles.notice.success}>
        {t('gdpr.erased', { id: memberId })}
      </p>
    );
  return (
    <section className={`${styles.card} ${css.section}`} aria-labelledby="gdpr-title" data-testid="gdpr-actions">
      <h2 id="gdpr-title" className={css.heading}>
        {t('gdpr.title')}
      </h2>
      <p className={`${styles.muted} ${css.hint}`}>{t('gdpr.export_hint')}</p>
      <div className={css.row}>
        <a className={styles.button.secondary} href={`/api/operator/member-export.php?id=${memberId}`} download>
          {t('gdpr.export')}
        </a>
        {mayErase && (
          <button type="button" className={styles.button.danger} onClick={() => setOpen(true)}>
            {t('gdpr.erase')}
          </button>
        )}
      </div>
      {mayErase && (
        <EraseDialog
          memberId={memberId}
          open={open}
          onClose={() => setOpen(false)}
          onErased={() => {
            setOpen(false);
            setErased(true);
            onErased?.();
          }}
        />
      )}
    </section>
  );
}

function EraseDialog({ memberId, open, onClose, onErased }: { memberId: number; open: boolean; onClose(): void; onErased(): void }) {
  const { t } = useTranslation();
  const [reference, setReference] = useState('');
  const [typedId, setTypedId] = useState('');
  const erase = useEraseMember(memberId, onErased);
  const ready = reference.trim() !== '' && typedId.trim() === String(memberId) && !erase.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) erase.mutate(reference);
  };
  return (
    <Dialog open={open} title={t('gdpr.erase_title', { id: memberId })} onClose={onClose}>
      <form className={css.form} onSubmit={submit}>
        <p className={css.warning}>{t('gdpr.erase_text')}</p>
        <Field label={t('gdpr.reference')} hint={t('gdpr.reference_hint')}>
          <input className={styles.input} value={reference} maxLength={100} autoComplete="off" onChange={(event) => setReference(event.target.value)} />
        </Field>
        <Field label={t('gdpr.confirm_id', { id: memberId })}>
          <input className={styles.input} value={typedId} inputMode="numeric" autoComplete="off" onChange={(event) => setTypedId(event.target.value)} />
        </Field>
        <ErrorNote error={erase.error} />
        <div className={css.actions}>
          <button type="button" className={styles.button.secondary} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={styles.button.danger} disabled={!ready}>
            {t('gdpr.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
