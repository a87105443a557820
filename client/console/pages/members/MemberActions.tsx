import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Dialog } from '#client/console/components/Dialog';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Field } from '#client/console/components/Field';
import { useShortcuts } from '#client/console/shortcuts';
import * as styles from '#client/console/styles.css';
import { BAN_REASON_MAX, CREDIT_CORRECTION_MAX, CREDIT_NOTE_MAX } from '#server/contract/console-members';
import { useMemberAction, type ConsoleMemberDetail } from '#client/console/queries/members';
import * as css from './members.css';

type DialogName = 'ban' | 'unban' | 'credits' | 'delete';

/** What an action reports back to the page: a line for the status note, or that the member is gone. */
export type ActionOutcome = { notice: string } | { deleted: true };

function Key({ children }: { children: string }) {
  return (
    <kbd className={`${styles.kbd} ${css.buttonKey}`} aria-hidden="true">
      {children}
    </kbd>
  );
}

/**
 * The member page's action bar and its dialogs: ban or unban (with the reason), credit
 * correction, resend activation, force logout and delete (confirmed by typing the id). Keys: b, c,
 * r, l, d; every action goes to the API, which checks the role and the site again.
 */
export function MemberActions({ member, onDone }: { member: ConsoleMemberDetail; onDone(outcome: ActionOutcome): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<DialogName | null>(null);
  const { account } = member;
  const id = account.id;
  const action = useMemberAction(id);
  const run = (path: string, body: object, notice: (answer: Record<string, unknown>) => ActionOutcome) =>
    action.mutate(
      { path, body },
      {
        onSuccess: (answer) => {
          setOpen(null);
          onDone(notice(answer));
        },
      },
    );
  const show = (name: DialogName) => {
    action.reset();
    setOpen(name);
  };
  const banned = account.banned_at !== null;
  const unconfirmed = account.status === 'not_confirmed';
  const resend = () => run('member-resend-activation.php', {}, () => ({ notice: t('members.done.resent') }));
  const logout = () => run('member-logout.php', {}, (answer) => ({ notice: t('members.done.logged_out', { count: Number(answer.sessions_ended) }) }));

  useShortcuts({
    b: () => show(banned ? 'unban' : 'ban'),
    c: () => show('credits'),
    l: logout,
    d: () => show('delete'),
    ...(unconfirmed && { r: resend }),
  });

  return (
    <>
      <div className={css.actionBar} role="toolbar" aria-label={t('common.actions')}>
        {banned ? (
          <button type="button" className={styles.button.secondary} onClick={() => show('unban')} aria-keyshortcuts="b">
            <Key>b</Key> {t('members.actions.unban')}
          </button>
        ) : (
          <button type="button" className={styles.button.danger} onClick={() => show('ban')} aria-keyshortcuts="b">
            <Key>b</Key> {t('members.actions.ban')}
          </button>
        )}
        <button type="button" className={styles.button.secondary} onClick={() => show('credits')} aria-keyshortcuts="c">
          <Key>c</Key> {t('members.actions.credits')}
        </button>
        {unconfirmed && (
          <button type="button" className={styles.button.secondary} onClick={resend} disabled={action.isPending} aria-keyshortcuts="r">
            <Key>r</Key> {t('members.actions.resend')}
          </button>
        )}
        <button type="button" className={styles.button.secondary} onClick={logout} disabled={action.isPending} aria-keyshortcuts="l">
          <Key>l</Key> {t('members.actions.logout', { count: account.live_sessions })}
        </button>
        <button type="button" className={styles.button.secondary} onClick={() => show('delete')} aria-keyshortcuts="d">
          <Key>d</Key> {t('members.actions.delete')}
        </button>
      </div>
      {open === null && <ErrorNote error={action.error} />}

      <ActionDialog open={open === 'ban'} title={t('members.ban.title', { name: member.profile?.name ?? id })} onClose={() => setOpen(null)}>
        <BanForm
          pending={action.isPending}
          error={action.error}
          onCancel={() => setOpen(null)}
          onSubmit={(reason) => run('member-ban.php', { reason }, () => ({ notice: t('members.done.banned') }))}
        />
      </ActionDialog>
      <ActionDialog open={open === 'unban'} title={t('members.unban.title', { name: member.profile?.name ?? id })} onClose={() => setOpen(null)}>
        <p>{t('members.unban.text')}</p>
        {account.ban_reason && (
          <p className={styles.notice.info}>
            {t('members.fields.ban_reason')}: {account.ban_reason}
          </p>
        )}
        <ErrorNote error={action.error} />
        <Buttons onCancel={() => setOpen(null)}>
          <button
            type="button"
            className={styles.button.primary}
            disabled={action.isPending}
            onClick={() => run('member-unban.php', {}, () => ({ notice: t('members.done.unbanned') }))}
          >
            {t('members.actions.unban')}
          </button>
        </Buttons>
      </ActionDialog>
      <ActionDialog open={open === 'credits'} title={t('members.credits.title')} onClose={() => setOpen(null)}>
        <CreditsForm
          balance={account.credits}
          pending={action.isPending}
          error={action.error}
          onCancel={() => setOpen(null)}
          onSubmit={(amount, note) =>
            run('member-credits.php', { amount, note }, (answer) => ({ notice: t('members.done.credits', { credits: Number(answer.credits) }) }))
          }
        />
      </ActionDialog>
      <ActionDialog open={open === 'delete'} title={t('members.delete.title', { name: member.profile?.name ?? id })} onClose={() => setOpen(null)}>
        <DeleteForm
          id={id}
          pending={action.isPending}
          error={action.error}
          onCancel={() => setOpen(null)}
          onSubmit={() => run('member-delete.php', {}, () => ({ deleted: true }))}
        />
      </ActionDialog>
    </>
  );
}

/** Mounted only while open, so each opening starts with empty fields. */
function ActionDialog({ open, title, onClose, children }: { open: boolean; title: string; onClose(): void; children: ReactNode }) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      {open && children}
    </Dialog>
  );
}

function Buttons({ onCancel, children }: { onCancel(): void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={css.dialogActions}>
      <button type="button" className={styles.button.secondary} onClick={onCancel}>
        {t('common.cancel')}
      </button>
      {children}
    </div>
  );
}

interface FormProps {
  pending: boolean;
  error: unknown;
  onCancel(): void;
}

function BanForm({ pending, error, onCancel, onSubmit }: FormProps & { onSubmit(reason: string): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason);
  };
  return (
    <form className={css.form} onSubmit={submit}>
      <p className={styles.muted}>{t('members.ban.text')}</p>
      <Field label={t('members.ban.reason')} hint={t('members.ban.reason_hint')}>
        <textarea
          className={`${styles.input} ${css.textarea}`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={BAN_REASON_MAX}
          required
          autoFocus
        />
      </Field>
      <ErrorNote error={error} />
      <Buttons onCancel={onCancel}>
        <button type="submit" className={styles.button.danger} disabled={pending || !reason.trim()}>
          {t('members.actions.ban')}
        </button>
      </Buttons>
    </form>
  );
}

function CreditsForm({ balance, pending, error, onCancel, onSubmit }: FormProps & { balance: number; onSubmit(amount: number, note: string): void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const value = Number(amount);
  const valid = amount.trim() !== '' && Number.isInteger(value) && value !== 0 && Math.abs(value) <= CREDIT_CORRECTION_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value, note);
  };
  return (
    <form className={css.form} onSubmit={submit}>
      <Field label={t('members.credits.amount')} hint={t('members.credits.amount_hint', { credits: balance, max: CREDIT_CORRECTION_MAX })}>
        <input
          className={styles.input}
          type="number"
          inputMode="numeric"
          step={1}
          min={-CREDIT_CORRECTION_MAX}
          max={CREDIT_CORRECTION_MAX}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          required
          autoFocus
        />
      </Field>
      <Field label={t('members.credits.note')} hint={t('members.credits.note_hint')}>
        <textarea
          className={`${styles.input} ${css.textarea}`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={CREDIT_NOTE_MAX}
          required
        />
      </Field>
      {valid && <p className={styles.notice.info}>{t('members.credits.preview', { credits: balance + value })}</p>}
      <ErrorNote error={error} />
      <Buttons onCancel={onCancel}>
        <button type="submit" className={styles.button.primary} disabled={pending || !valid || !note.trim()}>
          {t('members.credits.submit')}
        </button>
      </Buttons>
    </form>
  );
}

function DeleteForm({ id, pending, error, onCancel, onSubmit }: FormProps & { id: number; onSubmit(): void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === String(id)) onSubmit();
  };
  return (
    <form className={css.form} onSubmit={submit}>
      <p>{t('members.delete.text')}</p>
      <Field label={t('members.delete.confirm', { id })}>
        <input className={styles.input} inputMode="numeric" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} autoFocus />
      </Field>
      <ErrorNote error={error} />
      <Buttons onCancel={onCancel}>
        <button type="submit" className={styles.button.danger} disabled={pending || typed.trim() !== String(id)}>
          {t('members.actions.delete')}
        </button>
      </Buttons>
    </form>
  );
}
